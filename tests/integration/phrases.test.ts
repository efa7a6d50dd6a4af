import { describe, expect, it } from "vitest";
import { deletePhrase, getPhraseByKey, listPhrases } from "@/lib/services/content/phrases";
import { getUnitPhrases } from "@/lib/services/content/units";
import { expectAppError, expectRefusedUnchanged, expectValidationError } from "../support/app-error";
import { makePhrase, makeUnit } from "../support/factories";
import { adminPrincipal } from "../support/principals";
import { expectReadBack } from "../support/read-back";
import { createPhrase, updatePhrase } from "../support/services";

const fine = {
  url: "i-am-fine",
  enQuestion: "I am fine thank you",
  ru: "У меня всё хорошо, спасибо.",
  answers: ["I am fine, thank you.", "I'm fine, thank you."],
};

describe("phrases", () => {
  it("creates a phrase and reads it back by id, by url and in the list", async () => {
    const phrase = await createPhrase(fine);

    expect(phrase).toStrictEqual({ id: expect.any(Number), ...fine });
    await expectReadBack(phrase, { byKey: getPhraseByKey, list: listPhrases });
  });

  it("trims answers and drops blank ones", async () => {
    const phrase = await createPhrase({ ...fine, url: "trimmed", answers: ["  Hello there. ", "", "   "] });

    expect(phrase.answers).toStrictEqual(["Hello there."]);
    expect((await getPhraseByKey({ key: "trimmed" })).answers).toStrictEqual(["Hello there."]);
  });

  it("needs at least one non-empty answer", async () => {
    await expectValidationError(createPhrase({ ...fine, url: "no-answers", answers: [" ", ""] }), {
      answers: "At least one answer is required",
    });
    await expectValidationError(createPhrase({ ...fine, url: "no-answers", answers: "yes" }), {
      answers: "Answers must be a list",
    });
    await expectAppError(getPhraseByKey({ key: "no-answers" }), 404, "Phrase was not found");
  });

  it("reports every invalid field under the spec's field names", async () => {
    await expectValidationError(createPhrase({ url: "", enQuestion: "  ", answers: ["ok"] }), {
      url: "URL is required",
      enQuestion: "English words is required",
      ru: "Russian phrase is required",
    });
  });

  it("answers a duplicate url on create with 422 on url and stores nothing", async () => {
    const taken = await makePhrase();

    await expectRefusedUnchanged(listPhrases, () => createPhrase({ ...fine, url: taken.url }), {
      url: "A phrase with this URL already exists",
    });
  });

  it("answers a duplicate url on update with 422 on url and keeps the phrase", async () => {
    const [phrase, taken] = await Promise.all([createPhrase({ ...fine, url: "see-you" }), makePhrase()]);

    await expectRefusedUnchanged(
      () => getPhraseByKey({ key: "see-you" }),
      () => updatePhrase({ ...phrase, url: taken.url, ru: "Другое" }),
      { url: "A phrase with this URL already exists" },
    );
    expect(await getPhraseByKey({ key: "see-you" })).toStrictEqual(phrase);
  });

  it("updates every field of a phrase", async () => {
    const phrase = await createPhrase({ ...fine, url: "good-night" });
    const changed = {
      id: phrase.id,
      url: "good-morning",
      enQuestion: "Good morning",
      ru: "Доброе утро!",
      answers: ["Good morning!", "Morning!", "Good morning to you!"],
    };

    expect(await updatePhrase(changed)).toStrictEqual(changed);
    expect(await getPhraseByKey({ key: String(phrase.id) })).toStrictEqual(changed);
  });

  it("needs an id to update and answers 404 for an unknown one", async () => {
    await expectValidationError(updatePhrase(fine), { id: "Id is required to update a phrase" });
    await expectAppError(updatePhrase({ ...fine, id: 999_999 }), 404, "Phrase was not found");
  });

  it("deletes a phrase and takes it out of its unit", async () => {
    const [first, doomed, last] = await Promise.all([makePhrase(), makePhrase(), makePhrase()]);
    const unit = await makeUnit({ phrases: [first.id, doomed.id, last.id] });

    await deletePhrase({ key: doomed.url, principal: await adminPrincipal() });

    await expectAppError(getPhraseByKey({ key: String(doomed.id) }), 404);
    const remaining = await getUnitPhrases({ key: unit.url });
    expect(remaining.map((listed) => listed.id)).toStrictEqual([first.id, last.id]);
    await expectAppError(
      deletePhrase({ key: String(doomed.id), principal: await adminPrincipal() }),
      404,
      "Phrase was not found",
    );
  });
});
