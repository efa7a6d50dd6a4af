import type { TestTypeSlug } from "@/lib/domain/test-types";
import type { TestQuestion } from "@/lib/domain/test-types/module";
import type { PhraseDto, UnitSummary, WordDto } from "./content";

/**
 * What a learner's device keeps of a unit to take its tests offline: its
 * words and phrases, which the runner scores with as the server does, and each
 * type's questions as the runner gets them (choices and chips drawn from the
 * nearby units included), in the unit's order.
 */
export type OfflineUnitDto = {
  unit: UnitSummary;
  words: WordDto[];
  phrases: PhraseDto[];
  questions: Record<TestTypeSlug, TestQuestion[]>;
};
