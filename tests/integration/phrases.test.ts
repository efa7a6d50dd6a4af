import { adminPrincipal } from "../support/principals";
import { describe, expect, it } from "vitest";
import { deletePhrase, getPhraseByKey, listPhrases } from "@/lib/services/phrases";
import { getUnitByKey, getUnitPhrases } from "@/lib/services/units";
import { expectAppError, expectValidationError } from "../support/app-error";
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
    expect(await getPhraseByKey({ key: String(phrase.id) })).toStrictEqual(phrase);
    expect(await getPhraseByKey({ key: "i-am-fine" })).toStrictEqual(phrase);
    expect((await listPhrases()).filter((listed) => listed.id === phrase.id)).toStrictEqual([phrase]);
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
    const before = await listPhrases();

    await expectValidationError(createPhrase({ ...fine, url: "glass-of-water" }), {
      url: "A phrase with this URL already exists",
    });

    expect(await listPhrases()).toStrictEqual(before);
  });

  it("answers a duplicate url on update with 422 on url and keeps the phrase", async () => {
    const phrase = await createPhrase({ ...fine, url: "see-you" });

    await expectValidationError(updatePhrase({ ...phrase, url: "glass-of-water", ru: "Другое" }), {
      url: "A phrase with this URL already exists",
    });

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
    const phrase = await getPhraseByKey({ key: "glass-of-water" });
    expect((await getUnitByKey({ key: "food-and-drink" })).phrases).toContain(phrase.id);

    await deletePhrase({ key: "glass-of-water", principal: await adminPrincipal() });

    await expectAppError(getPhraseByKey({ key: String(phrase.id) }), 404);
    const remaining = await getUnitPhrases({ key: "food-and-drink" });
    expect(remaining.map((listed) => listed.id)).not.toContain(phrase.id);
    expect(remaining).toHaveLength(5);
    await expectAppError(
      deletePhrase({ key: String(phrase.id), principal: await adminPrincipal() }),
      404,
      "Phrase was not found",
    );
  });
});
