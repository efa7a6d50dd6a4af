import type { z } from "zod";
import * as phrases from "@/lib/services/content/phrases";
import * as units from "@/lib/services/content/units";
import { suggestTranscription } from "@/lib/services/content/transcriptions";
import * as words from "@/lib/services/content/words";
import { AppError } from "@/lib/errors";
import { phraseInput, transcriptionQuery, unitInput, wordInput } from "@/lib/validation/content";
import {
  learnerPhraseOutput,
  phraseOutput,
  transcriptionOutput,
  unitOutput,
  wordOutput,
} from "@/lib/validation/outputs";
import { type ApiRoute, defineRoute, ok, routeGroup } from "../define";
import { answers } from "./docs";
import { crudRouteList, crudRoutes } from "./crud";

export const unitRoutes = crudRoutes({
  resource: "units",
  tag: "Units",
  noun: "unit",
  listAccess: "public",
  input: unitInput,
  output: unitOutput,
  service: {
    list: units.listUnits,
    page: units.pageUnits,
    create: units.createUnit,
    update: units.updateUnit,
    remove: units.deleteUnit,
  },
});

const unitReadRoute = routeGroup({ tag: "Units", access: "public" });

/** GET units/{key}/words or /phrases: what a learner practises of one unit, in its order. */
function unitMembersRoute(
  kind: "words" | "phrases",
  summary: string,
  output: z.ZodType,
  read: (unit: { key: string }) => Promise<unknown[]>,
) {
  return unitReadRoute.get(`/units/:key/${kind}`, {
    summary,
    responses: answers(200, `The ${kind}`, output.array(), [404]),
    handle: async ({ params }) => ok(await read({ key: params.key! })),
  });
}

export const unitReadRoutes = {
  one: unitReadRoute.get("/units/:key", {
    summary: "One unit by id or url",
    responses: answers(200, "The unit", unitOutput, [404]),
    handle: async ({ params }) => ok(await units.getUnitByKey({ key: params.key! })),
  }),
  words: unitMembersRoute("words", "The words of a unit, in unit order", wordOutput, units.getUnitWords),
  phrases: unitMembersRoute(
    "phrases",
    "The phrases of a unit without their answers (the server scores)",
    learnerPhraseOutput,
    units.getUnitPhrases,
  ),
};

export const wordRoutes = crudRoutes({
  resource: "words",
  tag: "Words",
  noun: "word",
  listAccess: "public",
  input: wordInput,
  output: wordOutput,
  service: {
    list: words.listWords,
    page: words.pageWords,
    create: words.createWord,
    update: words.updateWord,
    remove: words.deleteWord,
  },
});

/** The dictionary's IPA for an English word, offered while a word is typed or imported. */
export const transcriptionRoute = defineRoute({
  method: "GET",
  path: "/transcriptions",
  access: "user",
  tag: "Words",
  summary:
    "The CMU Pronouncing Dictionary's transcription of an English word or phrase (?en=), in IPA, American; " +
    "404 when the dictionary does not know it",
  query: transcriptionQuery,
  responses: answers(200, "The suggestion", transcriptionOutput, [400, 401, 403, 404]),
  async handle({ query }) {
    const suggestion = await suggestTranscription(query.en);
    if (!suggestion) throw AppError.notFound("No transcription is known for this word");
    return ok(suggestion);
  },
});

export const phraseRoutes = crudRoutes({
  resource: "phrases",
  tag: "Phrases",
  noun: "phrase",
  listAccess: "admin",
  input: phraseInput,
  output: phraseOutput,
  service: {
    list: phrases.listPhrases,
    page: phrases.pagePhrases,
    create: phrases.createPhrase,
    update: phrases.updatePhrase,
    remove: phrases.deletePhrase,
  },
});

export const contentRouteList: ApiRoute[] = [
  ...crudRouteList(unitRoutes),
  ...Object.values(unitReadRoutes),
  ...crudRouteList(wordRoutes),
  transcriptionRoute,
  ...crudRouteList(phraseRoutes),
];
