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

function UnitFields(form: FieldsProps<UnitDto>) {
  const { draft, setDraft, readOnly, errors } = form;
  const { words, phrases } = useContext(OptionsContext);
  return (
    <>
      <DraftTextField form={form} name="name" label="Name" />
      <DraftTextField form={form} name="url" label="URL" />
      <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
        <UnitPickList
          section="words"
          legend="Words"
          options={words}
          selected={draft.words}
          onChange={(ids) => setDraft({ ...draft, words: ids })}
          readOnly={readOnly}
          error={errors.words}
          filterable
        />
        <UnitPickList
          section="phrases"
          legend="Phrases"
          options={phrases}
          selected={draft.phrases}
          onChange={(ids) => setDraft({ ...draft, phrases: ids })}
          readOnly={readOnly}
          error={errors.phrases}
          filterable={false}
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
  words: PickOptions;
  phrases: PickOptions;
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
