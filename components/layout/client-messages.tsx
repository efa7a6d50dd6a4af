import { getMessages } from "next-intl/server";
import type { Namespace } from "@/messages";
import { AddedMessages } from "./added-messages";

/**
 * Hands the client components below it the catalogue namespaces they
 * translate with, beside the ones the providers above it give (every page
 * has the top bar's), so a page ships only the messages its own areas use.
 * Wrap an area's segment (its layout, or the client part of a page) in it;
 * areas nest.
 */
export async function ClientMessages({
  namespaces,
  children,
}: {
  namespaces: readonly Namespace[];
  children: React.ReactNode;
}) {
  const messages = await getMessages();
  return (
    <AddedMessages messages={Object.fromEntries(namespaces.map((name) => [name, messages[name]]))}>
      {children}
    </AddedMessages>
  );
}
