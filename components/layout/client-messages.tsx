import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import { CLIENT_NAMESPACES, type Namespace } from "@/messages";

/**
 * Hands the client components below it the catalogue namespaces they
 * translate with, beside the ones every page has (the top bar's), so a page
 * ships only the messages its own area uses. Wrap an area's segment (its
 * layout, or the client part of a page) in it.
 */
export async function ClientMessages({
  namespaces,
  children,
}: {
  namespaces: readonly Namespace[];
  children: React.ReactNode;
}) {
  const messages = await getMessages();
  const names = [...new Set([...CLIENT_NAMESPACES, ...namespaces])];
  return (
    <NextIntlClientProvider messages={Object.fromEntries(names.map((name) => [name, messages[name]]))}>
      {children}
    </NextIntlClientProvider>
  );
}
