import type { Config } from "tailwindcss";

// Colours and layout sizes live in app/globals.css (@theme); this file names
// where Tailwind looks for class names.
const config: Config = {
  content: ["./app/**/*.{ts,tsx}", "./components/**/*.{ts,tsx}"],
};

export default config;
