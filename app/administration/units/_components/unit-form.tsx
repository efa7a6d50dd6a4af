"use client";

import { createContext, useContext, useState } from "react";
import { recordDetail } from "@/app/administration/record-detail";
import { EntityDetail, type FieldsProps } from "@/components/admin/entity-detail";
import { DraftTextField } from "@/components/admin/draft-field";
import { ToastOnMount } from "@/components/ui/toast-on-mount";
import { filterPickListWords } from "@/lib/domain/filters";
import { PickList } from "@/components/admin/units/pick-list";
import type { UnitDto } from "@/lib/types/content";

export type PickOptions<T> = { items: T[]; error?: string };
type WordOption = { id: number; en: string; ru: string };
type PhraseOption = { id: number; ru: string };
type Options = { words: PickOptions<WordOption>; phrases: PickOptions<PhraseOption> };

// The fields component is handed to EntityDetail by identity, so the word and
// phrase options reach it through context rather than through a new closure
// (which would remount the fields and drop the filter text on every render).
const OptionsContext = createContext<Options>({ words: { items: [] }, phrases: { items: [] } });

function UnitFields(form: FieldsProps<UnitDto>) {
  const { draft, setDraft, readOnly, errors } = form;
  const { words, phrases } = useContext(OptionsContext);
  const [wordFilter, setWordFilter] = useState("");
  const shownWords = filterPickListWords(words.items, wordFilter);
  return (
    <>
      <DraftTextField form={form} name="name" label="Name" />
      <DraftTextField form={form} name="url" label="URL" />
      <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
        <PickList
          name="words"
          legend="Words"
          items={shownWords.map(({ id, en, ru }) => ({ id, label: en, secondary: ru }))}
          total={words.items.length}
          selected={draft.words}
          onChange={(ids) => setDraft({ ...draft, words: ids })}
          readOnly={readOnly}
          error={errors.words}
          loadError={words.error}
          filter={
            <input
              type="search"
              aria-label="Filter words"
              placeholder="Filter words…"
              value={wordFilter}
              onChange={(event) => setWordFilter(event.target.value)}
              // Enter here narrows the list; it must not save the unit.
              onKeyDown={(event) => {
                if (event.key === "Enter") event.preventDefault();
              }}
              className="min-h-10 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900"
            />
          }
        />
        <PickList
          name="phrases"
          legend="Phrases"
          items={phrases.items.map(({ id, ru }) => ({ id, label: ru }))}
          total={phrases.items.length}
          selected={draft.phrases}
          onChange={(ids) => setDraft({ ...draft, phrases: ids })}
          readOnly={readOnly}
          error={errors.phrases}
          loadError={phrases.error}
        />
      </div>
    </>
  );
}

export function UnitForm({
  unit,
  isNew,
  words,
  phrases,
}: {
  unit: UnitDto;
  isNew: boolean;
  words: PickOptions<WordOption>;
  phrases: PickOptions<PhraseOption>;
}) {
  return (
    <OptionsContext.Provider value={{ words, phrases }}>
      <EntityDetail
        title={isNew ? "Unit" : unit.name}
        isNew={isNew}
        initial={unit}
        {...recordDetail("units", unit, "url")}
        texts={{
          saved: "Unit has been saved successfully",
          saveFailed: "Error saving unit",
          removed: "Unit was successfully removed",
          removeFailed: "Error removing unit",
          confirmTitle: `Delete unit ${unit.name}`,
          confirmMessage: `Please confirm that you are going to delete unit ${unit.name}?`,
        }}
        fields={UnitFields}
      />
      {words.error ? <ToastOnMount message="Can not fetch words" /> : null}
      {phrases.error ? <ToastOnMount message="Could not fetch phrases" /> : null}
    </OptionsContext.Provider>
  );
}
