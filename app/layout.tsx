import type { Metadata, Viewport } from "next";
import { cookies, headers } from "next/headers";
import { NextIntlClientProvider } from "next-intl";
import { ThemeProvider } from "next-themes";
import { getLocale, getMessages, getTranslations } from "next-intl/server";
import { ConfirmProvider } from "@/components/layout/confirm-provider";
import { ServiceWorker } from "@/components/layout/service-worker";
import { StartupCheck } from "@/components/layout/startup-check";
import { TopBar } from "@/components/layout/top-bar";
import { ToastHost } from "@/components/ui/toast-host";
import { getPagePrincipal, hasSessionCookie } from "@/lib/auth/current";
import { pageDueCards } from "@/lib/pages/due-cards";
import { mayOpenClasses } from "@/lib/pages/teaching";
import { type MessageArea, pickAreas } from "@/lib/i18n/message-areas";
import { chooseLocaleAction } from "./locale-actions";
import { answerReviewAction } from "./review/actions";
import { submitTestResultAction } from "./units/[unitUrl]/tests/[testType]/in-progress/actions";
import "./globals.css";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("errors.pages");
  return {
    title: { default: "Practice", template: "%s · Practice" },
    description: t("description"),
    // The installed app on iOS: its name under the icon (app/apple-icon.png), the status bar as Safari's.
    appleWebApp: { capable: true, title: "Practice", statusBarStyle: "default" },
  };
}

// Every page depends on the session cookie; nothing is prerendered at build
// time (which would also open the database during the build).
export const dynamic = "force-dynamic";

export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: "#4f46e5" };

/** What every page's client components translate with: the top bar, its menus, toasts and failures. */
const CLIENT_AREAS = ["common", "ui"] as const satisfies readonly MessageArea[];

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  const principal = await getPagePrincipal();
  // One count in the (user, due) index per page; client-side navigation keeps the bar as it was.
  const [dueCards, teaches] = principal
    ? await Promise.all([pageDueCards(principal), mayOpenClasses(principal)])
    : [null, false];
  const staleSession = !principal && hasSessionCookie(await cookies());
  const locale = await getLocale();
  const t = await getTranslations("common");
  // The browser gets only the messages its components translate with; pages add their own (ClientMessages).
  const clientMessages = pickAreas(await getMessages(), CLIENT_AREAS);
  // next-themes' inline script sets the theme before the first paint; the page's policy runs it by this nonce.
  const nonce = (await headers()).get("x-nonce") ?? undefined;
  return (
    // next-themes sets <html>'s class and color-scheme before React hydrates.
    <html lang={locale} suppressHydrationWarning>
      <body className="min-h-screen">
        <ThemeProvider
          attribute="class"
          defaultTheme="system"
          enableSystem
          disableTransitionOnChange
          nonce={nonce}
        >
          {/* The first stop of the Tab key: keyboard users skip the top bar and land on the page. */}
          <a
            href="#main-content"
            className="focus:text-brand-700 sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:font-medium focus:shadow-lg"
          >
            {t("skipLink")}
          </a>
          <NextIntlClientProvider messages={clientMessages}>
            <ConfirmProvider>
              <TopBar
                login={principal?.login ?? null}
                teaches={teaches}
                dueCards={dueCards}
                chooseLocale={chooseLocaleAction}
                sendAnswers={answerReviewAction}
                submitResult={submitTestResultAction}
              />
              {/* tabIndex -1: the skip link can move the focus here; the main area is no tab stop itself. */}
              <main
                id="main-content"
                tabIndex={-1}
                className="mx-auto max-w-7xl scroll-mt-14 px-3 py-4 outline-none sm:px-4 sm:py-6"
              >
                {children}
              </main>
              <StartupCheck login={principal?.login ?? null} staleSession={staleSession} />
            </ConfirmProvider>
            {/* Inside the provider: sonner's region and close buttons are named in the page's language. */}
            <ToastHost />
          </NextIntlClientProvider>
        </ThemeProvider>
        <ServiceWorker />
      </body>
    </html>
  );
}
