"use client";

import type { AbstractIntlMessages } from "next-intl";
import { NextIntlClientProvider, useLocale, useMessages, useTimeZone } from "next-intl";
import { mergeMessages } from "@/lib/i18n/message-areas";

/**
 * A provider that adds messages to the ones above it: next-intl's own
 * provider replaces its parent's messages, so an area inside another area
 * (a section inside the administration, "test.speak" inside "test.learn")
 * would lose the outer one's.
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
      messages={mergeMessages(inherited, messages)}
    >
      {children}
    </NextIntlClientProvider>
  );
}
