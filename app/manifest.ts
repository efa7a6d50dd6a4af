import type { MetadataRoute } from "next";

// What a browser needs to offer "Install": served as /manifest.webmanifest and linked from
// every page. The icons are drawn from app/icon.svg by scripts/pwa-icons.mjs.
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: "Practice",
    short_name: "Practice",
    description: "Practise English words and phrases, take tests and follow your progress.",
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: "#4f46e5",
    background_color: "#f8fafc",
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/maskable-192.png", sizes: "192x192", type: "image/png", purpose: "maskable" },
      { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}
