"use client";

import { useEffect, useId, useState, useTransition } from "react";
import { settleAction } from "@/components/forms/settle-action";
import type { FetchPage } from "@/components/lists/use-server-list";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import type { ListItem } from "@/lib/admin/list-items";

/** Quiet time after typing before the units are searched. */
const SEARCH_DELAY_MS = 250;

/**
 * Chooses one unit, searched on the server (there may be thousands), and
 * confirms the change in the same step: the dialog is the one confirmation
 * of a bulk add or remove.
 */
export function UnitChoiceDialog({
  open,
  onOpenChange,
  title,
  confirmLabel,
  findUnits,
  onChoose,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  confirmLabel: string;
  findUnits: FetchPage<ListItem>;
  onChoose: (unit: ListItem) => void;
}) {
  const [query, setQuery] = useState("");
  const [units, setUnits] = useState<ListItem[]>([]);
  const [more, setMore] = useState(false);
  const [failed, setFailed] = useState(false);
  const [chosen, setChosen] = useState<ListItem | null>(null);
  const [pending, startLoading] = useTransition();
  const searchId = useId();
  const typed = query.trim();

  useEffect(() => {
    if (!open) return;
    let current = true;
    const timer = setTimeout(
      () =>
        startLoading(async () => {
          const result = await settleAction(() => findUnits(typed ? { q: typed } : {}));
          if (!current) return;
          setFailed(!result.ok);
          setUnits(result.ok ? result.data.items : []);
          setMore(result.ok && result.data.nextCursor !== null);
        }),
      typed ? SEARCH_DELAY_MS : 0,
    );
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [open, typed, findUnits]);

  const close = () => {
    onOpenChange(false);
    setQuery("");
    setChosen(null);
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())} title={title}>
      <form
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (!chosen) return;
          onChoose(chosen);
          close();
        }}
      >
        <label htmlFor={searchId} className="text-sm font-medium text-slate-700">
          Unit
        </label>
        <input
          id={searchId}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="Search units by name or url"
          className="min-h-10 rounded-lg border border-slate-300 px-3 py-2 text-sm"
        />
        <fieldset
          className="max-h-[300px] overflow-y-auto rounded-lg border border-slate-200"
          aria-busy={pending}
        >
          <legend className="sr-only">Units found</legend>
          {failed ? <p className="p-3 text-sm text-red-700">Can not fetch units</p> : null}
          {!failed && !pending && units.length === 0 ? (
            <p className="p-3 text-sm text-slate-600">No data to display</p>
          ) : null}
          {units.map((unit) => (
            <label
              key={unit.key}
              className="flex min-h-10 cursor-pointer items-start gap-3 px-3 py-2 text-sm hover:bg-slate-50"
            >
              <input
                type="radio"
                name="unit"
                checked={chosen?.key === unit.key}
                onChange={() => setChosen(unit)}
                className="mt-0.5 size-4 shrink-0"
              />
              <span>
                {unit.label}
                <span className="block text-xs text-slate-500">{unit.secondary}</span>
              </span>
            </label>
          ))}
          {more ? (
            <p className="p-3 text-xs text-slate-600">More units match: type to narrow the search.</p>
          ) : null}
        </fieldset>
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" disabled={chosen === null}>
            {confirmLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
