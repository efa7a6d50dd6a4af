import type { ReactNode } from "react";

// Every page of the bare app is rendered per request, as the learner pages are.
export const dynamic = "force-dynamic";

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
