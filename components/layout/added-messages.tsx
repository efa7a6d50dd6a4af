"use client";

import type { AbstractIntlMessages } from "next-intl";
import { NextIntlClientProvider, useLocale, useMessages, useTimeZone } from "next-intl";

/**
 * A provider that adds namespaces to the ones above it: next-intl's own
 * provider replaces its parent's messages, so an area inside another area
 * (a section inside the administration) would lose the outer one's.
 */
export function AddedMessages({
  messages,
  children,
}: {
  messages: AbstractIntlMessages;
  children: React.ReactNode;
}) {
  const inherited = useMessages();
  return (
    <NextIntlClientProvider
      locale={useLocale()}
      timeZone={useTimeZone()}
      messages={{ ...inherited, ...messages }}
    >
      {children}
    </NextIntlClientProvider>
  );
}
