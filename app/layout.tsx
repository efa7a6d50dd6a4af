import type { Metadata, Viewport } from "next";
import { cookies } from "next/headers";
import { ConfirmProvider } from "@/components/layout/confirm-provider";
import { StartupCheck } from "@/components/layout/startup-check";
import { TopBar } from "@/components/layout/top-bar";
import { ToastHost } from "@/components/ui/toast-host";
import { getPagePrincipal, hasSessionCookie } from "@/lib/auth/current";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Practice", template: "%s · Practice" },
  description: "Practise English words and phrases, take tests and follow your progress.",
};

// Every page depends on the session cookie; nothing is prerendered at build
// time (which would also open the database during the build).
export const dynamic = "force-dynamic";

export const viewport: Viewport = { width: "device-width", initialScale: 1 };

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  const principal = await getPagePrincipal();
  const staleSession = !principal && hasSessionCookie(await cookies());
  return (
    <html lang="en">
      <body className="min-h-screen">
        <ConfirmProvider>
          <TopBar login={principal?.login ?? null} />
          <div className="mx-auto max-w-7xl px-3 py-4 sm:px-4 sm:py-6">{children}</div>
          <StartupCheck login={principal?.login ?? null} staleSession={staleSession} />
        </ConfirmProvider>
        <ToastHost />
      </body>
    </html>
  );
}
