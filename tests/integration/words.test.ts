import { describe, expect, it } from "vitest";
import { getUnitByKey } from "@/lib/services/content/units";
import { deleteWord, getWordByKey, listWords } from "@/lib/services/content/words";
import { expectAppError, expectRefusedUnchanged, expectValidationError } from "../support/app-error";
import { makeUnit, makeWord } from "../support/factories";
import { adminPrincipal } from "../support/principals";
import { expectReadBack } from "../support/read-back";
import { createWord, updateWord } from "../support/services";

const lantern = { url: "lantern", en: "lantern", ru: "фонарь", transcription: "/ˈlæntən/" };

describe("words", () => {
  it("creates a word and reads it back by id, by url and in the list", async () => {
    const word = await createWord(lantern);

    expect(word).toStrictEqual({ id: expect.any(Number), ...lantern });
    await expectReadBack(word, { byKey: getWordByKey, list: listWords });
  });

  it("trims the fields and ignores an id sent on create", async () => {
    const existing = await makeWord();
    const word = await createWord({
      id: existing.id,
      url: " kettle ",
      en: "  kettle ",
      ru: " чайник",
      transcription: " /ˈketl/ ",
    });

    expect(word).toStrictEqual({
      id: expect.any(Number),
      url: "kettle",
      en: "kettle",
      ru: "чайник",
      transcription: "/ˈketl/",
    });
    expect(word.id).not.toBe(existing.id);
    expect(await getWordByKey({ key: String(existing.id) })).toStrictEqual(existing);
  });

  it("answers a duplicate url on create with 422 on url and stores nothing", async () => {
    const taken = await makeWord();

    await expectRefusedUnchanged(listWords, () => createWord({ ...lantern, url: taken.url }), {
      url: "A word with this URL already exists",
    });
  });

  it("answers a duplicate url on update with 422 on url and keeps the word", async () => {
    const [word, taken] = await Promise.all([
      createWord({ ...lantern, url: "candle", en: "candle" }),
      makeWord(),
    ]);

    await expectRefusedUnchanged(
      () => getWordByKey({ key: String(word.id) }),
      () => updateWord({ ...word, url: taken.url }),
      { url: "A word with this URL already exists" },
    );
    expect(await getWordByKey({ key: String(word.id) })).toStrictEqual(word);
  });

  it("reports every invalid field under the spec's field names", async () => {
    await expectValidationError(createWord({ url: "123", en: " ", ru: "" }), {
      url: "URL may not consist of digits only",
      en: "English word is required",
      ru: "Russian translation is required",
      transcription: "Transcription is required",
    });
    await expectValidationError(createWord({ ...lantern, url: "Big Lantern" }), {
      url: "URL may contain only lowercase letters, digits and single hyphens",
    });
  });

  it("updates every field of a word", async () => {
    const word = await createWord({ ...lantern, url: "torch", en: "torch" });
    const changed = {
      id: word.id,
      url: "flashlight",
      en: "flashlight",
      ru: "фонарик",
      transcription: "/ˈflæʃlaɪt/",
    };

    expect(await updateWord(changed)).toStrictEqual(changed);
    expect(await getWordByKey({ key: "flashlight" })).toStrictEqual(changed);
    await expectAppError(getWordByKey({ key: "torch" }), 404, "Word was not found");
  });

  it("needs an id to update and answers 404 for an unknown one", async () => {
    await expectValidationError(updateWord(lantern), { id: "Id is required to update a word" });
    await expectAppError(updateWord({ ...lantern, id: 999_999 }), 404, "Word was not found");
  });

  it("deletes a word and takes it out of its unit", async () => {
    const [first, doomed, last] = await Promise.all([makeWord(), makeWord(), makeWord()]);
    const unit = await makeUnit({ words: [first.id, doomed.id, last.id] });

    await deleteWord({ key: String(doomed.id), principal: await adminPrincipal() });

    await expectAppError(getWordByKey({ key: doomed.url }), 404);
    expect((await getUnitByKey({ key: unit.url })).words).toStrictEqual([first.id, last.id]);
    await expectAppError(
      deleteWord({ key: String(doomed.id), principal: await adminPrincipal() }),
      404,
      "Word was not found",
    );
  });

  it("deletes by url as well", async () => {
    await createWord({ ...lantern, url: "lamp", en: "lamp" });

    await deleteWord({ key: "lamp", principal: await adminPrincipal() });

    await expectAppError(getWordByKey({ key: "lamp" }), 404);
  });
});
