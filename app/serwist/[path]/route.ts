import { createSerwistRoute } from "@serwist/turbopack";

// Serwist's way with Turbopack (no webpack plugin): this route bundles app/sw.ts with esbuild
// when the build prerenders it, with the list of the build's static files to precache, and
// serves the result as /serwist/sw.js (with Service-Worker-Allowed: /, for the whole site).
export const { dynamic, dynamicParams, revalidate, generateStaticParams, GET } = createSerwistRoute({
  swSrc: "app/sw.ts",
  // The native esbuild is in node_modules already (tsx's); the WASM one would be another download.
  useNativeEsbuild: true,
  // A classic script, which every browser registers; no source map beside it.
  esbuildOptions: { format: "iife", sourcemap: false },
  // The icons and the build's files; not the worker's own source maps or the screenshots' folders.
  globPatterns: [".next/static/**/*.{js,css,woff2,png,svg,ico}", "public/icons/*.png"],
});
