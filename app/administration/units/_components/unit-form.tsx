"use client";

import { useTranslations } from "next-intl";
import { createContext, useContext, useMemo } from "react";
import { type DetailProps, EntityDetail, type FieldsProps } from "@/components/admin/entity-detail";
import { DraftTextField } from "@/components/admin/draft-field";
import type { RecordSection } from "@/components/admin/record-section";
import { textsOf } from "@/components/admin/texts-of";
import { ToastOnMount } from "@/components/ui/toast-on-mount";
import type { PickOptions } from "@/lib/admin/list-items";
import { UnitPickList } from "./unit-pick-list";
import type { UnitDto } from "@/lib/types/content";
import {
  createUnit,
  deleteUnit,
  findPhraseOptions,
  findWordOptions,
  undoUnitChange,
  updateUnit,
} from "../actions";

/** A unit's server actions and the spec's texts of them (section 8), in the chosen language. */
function useUnits(): RecordSection<UnitDto> {
  const t = useTranslations("admin.units");
  return useMemo(
    () => ({
      keyOf: (unit) => unit.url,
      heading: (unit) => unit.name,
      actions: { create: createUnit, update: updateUnit, remove: deleteUnit, undo: undoUnitChange },
      toasts: textsOf(t, ["saved", "saveFailed", "removed", "removeFailed", "restored"]),
      confirm: (unit) => ({
        title: t("deleteTitle", { name: unit.name }),
        message: t("deleteMessage", { name: unit.name }),
      }),
    }),
    [t],
  );
}

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
  { section: "words", filterable: true, find: findWordOptions },
  { section: "phrases", filterable: false, find: findPhraseOptions },
] as const;

function UnitFields(form: FieldsProps<UnitDto>) {
  const { draft, setDraft, readOnly, errors } = form;
  const options = useContext(OptionsContext);
  const t = useTranslations("admin.units");
  const legends = { words: t("words"), phrases: t("phrases") };
  return (
    <>
      <DraftTextField
        form={form}
        name="name"
        label={t("name")}
        urlFrom={{ field: "url", fallback: "unit" }}
      />
      <DraftTextField form={form} name="url" label={t("url")} />
      <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
        {PICK_LISTS.map(({ section, filterable, find }) => (
          <UnitPickList
            key={section}
            section={section}
            legend={legends[section]}
            options={options[section]}
            selected={draft[section]}
            onChange={(ids) => setDraft({ ...draft, [section]: ids })}
            readOnly={readOnly}
            error={errors[section]}
            filterable={filterable}
            findOptions={find}
          />
        ))}
      </div>
    </>
  );
}

export function UnitForm({ words, phrases, ...detail }: DetailProps<UnitDto> & Options) {
  const t = useTranslations("admin.units");
  return (
    <OptionsContext.Provider value={{ words, phrases }}>
      <EntityDetail section={useUnits()} {...detail} fields={UnitFields} />
      {words.error ? <ToastOnMount message={t("wordsFetchFailed")} /> : null}
      {phrases.error ? <ToastOnMount message={t("phrasesFetchFailed")} /> : null}
    </OptionsContext.Provider>
  );
}
