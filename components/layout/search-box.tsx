"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useState } from "react";

/** The shared search value lives in `?q=`; it is applied on blur or Enter, not on every key. */
export function SearchBox() {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const current = params.get("q") ?? "";
  const [value, setValue] = useState(current);
  const [shown, setShown] = useState(current);
  if (current !== shown) {
    setShown(current);
    setValue(current);
  }

  const apply = () => {
    const next = value.trim();
    if (next === current) return;
    const query = new URLSearchParams(params.toString());
    if (next) query.set("q", next);
    else query.delete("q");
    const search = query.toString();
    router.replace(search ? `${pathname}?${search}` : pathname, { scroll: false });
  };

  return (
    <input
      type="search"
      aria-label="Search"
      placeholder="Search…"
      value={value}
      onChange={(event) => setValue(event.target.value)}
      onBlur={apply}
      onKeyDown={(event) => {
        if (event.key === "Enter") apply();
      }}
      className="w-full min-w-0 rounded-lg border border-white/30 bg-white/15 px-3 py-1.5 text-sm text-white placeholder:text-white/70 focus:bg-white focus:text-slate-900 focus:outline-none focus:placeholder:text-slate-400"
    />
  );
}
