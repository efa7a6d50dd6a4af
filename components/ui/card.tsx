import type { ComponentProps } from "react";

/** A white, bordered section of a page; the one look of every panel, tile and form card. */
export function Card({
  className = "",
  padded = true,
  ...section
}: ComponentProps<"section"> & { padded?: boolean }) {
  return (
    <section
      {...section}
      className={`rounded-xl border border-slate-200 bg-white shadow-sm ${padded ? "p-4" : ""} ${className}`}
    />
  );
}
