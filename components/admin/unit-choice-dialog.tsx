"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import type { FetchPage } from "@/components/lists/use-server-list";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import type { ListItem } from "@/lib/admin/list-items";
import { UnitSearchResults } from "./unit-search-results";
import { useUnitSearch } from "./use-unit-search";

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
  const { query, setQuery, units, more, failed, pending } = useUnitSearch({ open, findUnits });
  const [chosen, setChosen] = useState<ListItem | null>(null);
  const searchId = useId();
  const t = useTranslations("admin.unitChoice");
  const td = useTranslations("admin.detail");

  const close = () => {
    onOpenChange(false);
    setQuery("");
    setChosen(null);
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())} title={title}>
      <form
        className="flex min-h-0 flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (!chosen) return;
          onChoose(chosen);
          close();
        }}
      >
        <label htmlFor={searchId} className="text-sm font-medium text-slate-700">
          {t("unit")}
        </label>
        <input
          id={searchId}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t("search")}
          className="min-h-10 rounded-lg border border-slate-300 px-3 py-2 text-sm"
        />
        <UnitSearchResults
          units={units}
          chosen={chosen}
          onChoose={setChosen}
          pending={pending}
          failed={failed}
          more={more}
        />
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={close}>
            {td("cancel")}
          </Button>
          <Button type="submit" disabled={chosen === null}>
            {confirmLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
