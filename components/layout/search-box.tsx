"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { filtersInPlace, MAX_SEARCH_LENGTH, SEARCH_PATH } from "@/lib/domain/search-scope";

/**
 * The shared search value lives in `?q=`. On a page with a list to filter it
 * is applied on blur or Enter, not on every key; anywhere else Enter opens
 * the results page (a blur there keeps the text: leaving the box for a link
 * must not take the learner somewhere else). Without JavaScript the form
 * does the same by GET.
 */
export function SearchBox() {
  const t = useTranslations("common.topBar");
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const inPlace = filtersInPlace(pathname);
  const current = inPlace ? (params.get("q") ?? "") : "";
  const [value, setValue] = useState(current);
  const [shown, setShown] = useState(current);
  if (current !== shown) {
    setShown(current);
    setValue(current);
  }

  const apply = () => {
    const next = value.trim();
    if (next === current) return;
    if (!inPlace) {
      router.push(`${SEARCH_PATH}?${new URLSearchParams({ q: next }).toString()}`);
      return;
    }
    const query = new URLSearchParams(params.toString());
    if (next) query.set("q", next);
    else query.delete("q");
    const search = query.toString();
    router.replace(search ? `${pathname}?${search}` : pathname, { scroll: false });
  };

  return (
    <form
      role="search"
      action={inPlace ? pathname : SEARCH_PATH}
      onSubmit={(event) => {
        event.preventDefault();
        apply();
      }}
    >
      <input
        type="search"
        name="q"
        aria-label={t("search")}
        placeholder={t("searchPlaceholder")}
        maxLength={MAX_SEARCH_LENGTH}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        onBlur={inPlace ? apply : undefined}
        className="w-full min-w-0 rounded-lg border border-white/30 bg-white/15 px-3 py-1.5 text-sm text-white placeholder:text-white/70 focus:bg-white focus:text-slate-900 focus:outline-none focus:placeholder:text-slate-400"
      />
    </form>
  );
}
