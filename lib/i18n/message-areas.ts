import type { AbstractIntlMessages, NamespaceKeys, NestedKeyOf } from "next-intl";
import type { CATALOGUES } from "@/messages";

type Catalogue = (typeof CATALOGUES)["en"];

/** A namespace or a part of one ("test" or "test.speak"): what a client component translates with. */
export type MessageArea = NamespaceKeys<Catalogue, NestedKeyOf<Catalogue>>;

type Messages = AbstractIntlMessages;

// A compiled message is a string or an array (its ICU parts); a part of the catalogue is an object.
function isPart(value: unknown): value is Messages {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The messages of `areas`, each under its own path, so that parts of one namespace sit side by side. */
export function pickAreas(messages: Messages, areas: readonly MessageArea[]): Messages {
  return areas.reduce<Messages>((picked, area) => {
    const path = area.split(".");
    const leaf = path.reduce<unknown>((part, key) => (isPart(part) ? part[key] : undefined), messages);
    const nested = path.reduceRight<unknown>((inner, key) => ({ [key]: inner }), leaf);
    return mergeMessages(picked, nested as Messages);
  }, {});
}

/** `outer` with `inner` laid over it part by part: an inner "test.speak" keeps an outer "test.learn". */
export function mergeMessages(outer: Messages, inner: Messages): Messages {
  const merged: Messages = { ...outer };
  for (const [key, value] of Object.entries(inner)) {
    const before = merged[key];
    merged[key] = isPart(before) && isPart(value) ? mergeMessages(before, value) : value;
  }
  return merged;
}
