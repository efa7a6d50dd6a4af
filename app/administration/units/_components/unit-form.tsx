"use client";

import { createContext, useContext } from "react";
import { recordDetail } from "@/app/administration/record-detail";
import { EntityDetail, type FieldsProps } from "@/components/admin/entity-detail";
import { DraftTextField } from "@/components/admin/draft-field";
import { ToastOnMount } from "@/components/ui/toast-on-mount";
import type { PickOptions } from "@/lib/admin/list-items";
import { UnitPickList } from "./unit-pick-list";
import type { UnitDto } from "@/lib/types/content";

type Options = { words: PickOptions; phrases: PickOptions };

// The fields component is handed to EntityDetail by identity, so the word and
// phrase options reach it through context rather than through a new closure
// (which would remount the fields and drop the filter text on every render).
const OptionsContext = createContext<Options>({
  words: { items: [], nextCursor: null, chosen: [] },
  phrases: { items: [], nextCursor: null, chosen: [] },
});

// The spec filters the word pick list only.
const PICK_LISTS = [
  { section: "words", legend: "Words", filterable: true },
  { section: "phrases", legend: "Phrases", filterable: false },
] as const;

function UnitFields(form: FieldsProps<UnitDto>) {
  const { draft, setDraft, readOnly, errors } = form;
  const options = useContext(OptionsContext);
  return (
    <>
      <DraftTextField form={form} name="name" label="Name" />
      <DraftTextField form={form} name="url" label="URL" />
      <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
        {PICK_LISTS.map(({ section, legend, filterable }) => (
          <UnitPickList
            key={section}
            section={section}
            legend={legend}
            options={options[section]}
            selected={draft[section]}
            onChange={(ids) => setDraft({ ...draft, [section]: ids })}
            readOnly={readOnly}
            error={errors[section]}
            filterable={filterable}
          />
        ))}
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
  words: PickOptions;
  phrases: PickOptions;
}) {
  return (
    <OptionsContext.Provider value={{ words, phrases }}>
      <EntityDetail
        {...recordDetail("units", { record: unit, isNew, keyField: "url" })}
        fields={UnitFields}
      />
      {words.error ? <ToastOnMount message="Can not fetch words" /> : null}
      {phrases.error ? <ToastOnMount message="Could not fetch phrases" /> : null}
    </OptionsContext.Provider>
  );
}
