import { getMessages } from "next-intl/server";
import { type MessageArea, pickAreas } from "@/lib/i18n/message-areas";
import { AddedMessages } from "./added-messages";

/**
 * Hands the client components below it the catalogue areas they translate
 * with ("test" or only "test.speak"), beside the ones the providers above it
 * give (every page has the top bar's), so a page ships only the messages its
 * own client components use. Wrap an area's segment (its layout, or the
 * client part of a page) in it; areas nest. tests/unit/client-messages.test.ts
 * checks that every client component finds its areas above it.
 */
export async function ClientMessages({
  areas,
  children,
}: {
  areas: readonly MessageArea[];
  children: React.ReactNode;
}) {
  return <AddedMessages messages={pickAreas(await getMessages(), areas)}>{children}</AddedMessages>;
}
