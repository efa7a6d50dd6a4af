import Link from "next/link";
import type { ReactNode } from "react";

/** A link within running text, underlined so it reads as one without relying on its colour. */
export function TextLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} className="text-brand-700 font-medium underline">
      {children}
    </Link>
  );
}

/** A rich message's link tag ("<link>the settings</link>"): the words it encloses, linked to `href`. */
export function linkTag(href: string) {
  return function LinkedWords(chunks: ReactNode) {
    return <TextLink href={href}>{chunks}</TextLink>;
  };
}
