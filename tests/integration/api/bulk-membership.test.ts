// Adding many words or phrases to a unit and removing them, and undoing
// that: POST {words,phrases}/add-to-unit, /remove-from-unit and /undo, on the
// database the suite runs on.
import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import type { PhraseDto, UnitDto, WordDto } from "@/lib/types/content";
import type { MembershipChanged } from "@/lib/validation/bulk";
import { call, errorBody, logIn, registerLearner, type Saved, validationBody } from "../../support/api";

let admin: string;
let editor: string;
const tag = randomBytes(3).toString("hex");
let serial = 0;

async function created<T>(path: string, body: unknown): Promise<T> {
  const response = await call<Saved<T>>("POST", path, { token: admin, body });
  expect(response.status, response.text).toBe(201);
  return response.body.data;
}

function newWord(): Promise<WordDto> {
  serial += 1;
  return created<WordDto>("/words", {
    url: `member-${serial}-${tag}`,
    en: `member${serial}${tag}`,
    ru: "член",
    transcription: "/x/",
  });
}

const newUnit = (words: number[] = [], phrases: number[] = []) => {
  serial += 1;
  return created<UnitDto>("/units", {
    name: `Members ${serial} ${tag}`,
    url: `members-${serial}-${tag}`,
    words,
    phrases,
  });
};

async function unitOf(key: string | number): Promise<UnitDto> {
  const response = await call<UnitDto>("GET", `/units/${key}`);
  expect(response.status, response.text).toBe(200);
  return response.body;
}

const change = (resource: string, action: "add-to-unit" | "remove-from-unit", body: unknown, token = admin) =>
  call<MembershipChanged>("POST", `/${resource}/${action}`, { token, body });
const undo = (resource: string, undoToken: string, token = admin) =>
  call<{ restored: number }>("POST", `/${resource}/undo`, { token, body: { token: undoToken } });

beforeAll(async () => {
  admin = await logIn("admin");
  editor = await logIn("editor");
});

describe("adding words to a unit, and undo", () => {
  it("appends the new ones in the order given, passes over members, and undo takes only those out", async () => {
    const [a, b, c, d] = await Promise.all([newWord(), newWord(), newWord(), newWord()]);
    const unit = await newUnit([a!.id, b!.id]);
    const added = await change("words", "add-to-unit", { ids: [d!.id, b!.id, c!.id, d!.id], unit: unit.url });
    expect(added.status, added.text).toBe(200);
    expect(added.body.changed).toBe(2);
    expect((await unitOf(unit.url)).words).toStrictEqual([a!.id, b!.id, d!.id, c!.id]);

    // The unit by id works as well as by url; an editor may do it (seeded rule).
    const again = await change("words", "add-to-unit", { ids: [a!.id], unit: unit.id }, editor);
    expect(again.body.changed).toBe(0);

    expect((await undo("words", added.body.undoToken)).body).toStrictEqual({ restored: 2 });
    expect((await unitOf(unit.url)).words).toStrictEqual([a!.id, b!.id]);
    // Once only.
    expect((await undo("words", added.body.undoToken)).body).toStrictEqual(
      errorBody(404, "There is nothing to undo: it was undone already or its time has run out"),
    );
  });
});

describe("removing words from a unit, and undo", () => {
  it("removes the members named, and undo puts them back in their places", async () => {
    const [a, b, c, outsider] = await Promise.all([newWord(), newWord(), newWord(), newWord()]);
    const unit = await newUnit([a!.id, b!.id, c!.id]);
    const removed = await change("words", "remove-from-unit", {
      ids: [c!.id, a!.id, outsider!.id],
      unit: unit.url,
    });
    expect(removed.body.changed).toBe(2);
    expect((await unitOf(unit.url)).words).toStrictEqual([b!.id]);

    expect((await undo("words", removed.body.undoToken)).body).toStrictEqual({ restored: 2 });
    expect((await unitOf(unit.url)).words).toStrictEqual([a!.id, b!.id, c!.id]);
  });

  it("undo leaves out a word deleted meanwhile and one put back by hand, and keeps a unit deleted meanwhile gone", async () => {
    const [a, b, c] = await Promise.all([newWord(), newWord(), newWord()]);
    const unit = await newUnit([a!.id, b!.id, c!.id]);
    const removed = await change("words", "remove-from-unit", { ids: [a!.id, b!.id], unit: unit.url });
    expect((await call("DELETE", `/words/${a!.id}`, { token: admin })).status).toBe(200);
    expect((await change("words", "add-to-unit", { ids: [b!.id], unit: unit.url })).body.changed).toBe(1);
    expect((await undo("words", removed.body.undoToken)).status).toBe(200);
    // b stays where it was put back by hand (the end); a is gone for good.
    expect((await unitOf(unit.url)).words).toStrictEqual([c!.id, b!.id]);

    const other = await newUnit([c!.id]);
    const emptied = await change("words", "remove-from-unit", { ids: [c!.id], unit: other.url });
    expect((await call("DELETE", `/units/${other.id}`, { token: admin })).status).toBe(200);
    expect((await undo("words", emptied.body.undoToken)).status).toBe(200);
    expect((await call("GET", `/units/${other.url}`)).status).toBe(404);
  });
});

describe("phrases join and leave units the same way", () => {
  it("adds, removes and undoes", async () => {
    serial += 1;
    const phrase = await created<PhraseDto>("/phrases", {
      url: `member-phrase-${serial}-${tag}`,
      enQuestion: "how are you",
      ru: `Как дела ${serial} ${tag}`,
      answers: ["How are you?"],
    });
    const unit = await newUnit();
    const added = await change("phrases", "add-to-unit", { ids: [phrase.id], unit: unit.url }, editor);
    expect(added.body.changed).toBe(1);
    expect((await unitOf(unit.url)).phrases).toStrictEqual([phrase.id]);
    const removed = await change("phrases", "remove-from-unit", { ids: [phrase.id], unit: unit.url }, editor);
    expect((await unitOf(unit.url)).phrases).toStrictEqual([]);
    // Undo is the caller's own: the admin cannot undo the editor's change.
    expect((await undo("phrases", removed.body.undoToken)).status).toBe(404);
    expect((await undo("phrases", removed.body.undoToken, editor)).body).toStrictEqual({ restored: 1 });
    expect((await unitOf(unit.url)).phrases).toStrictEqual([phrase.id]);
    // A token of a phrases change undoes nothing of words.
    expect((await undo("words", added.body.undoToken, editor)).status).toBe(404);
  });
});

describe("errors", () => {
  it("answers the contract's errors for bad input and for callers without the right", async () => {
    const unit = await newUnit();
    expect((await change("words", "add-to-unit", { ids: [], unit: unit.url })).body).toStrictEqual(
      validationBody({ ids: "Choose at least one record" }),
    );
    expect((await change("words", "add-to-unit", { ids: [1] })).body).toStrictEqual(
      validationBody({ unit: "unit must be a unit's id or url" }),
    );
    expect((await change("words", "add-to-unit", { ids: [1], unit: `nowhere-${tag}` })).body).toStrictEqual(
      errorBody(404, "Unit was not found"),
    );
    expect(
      (await change("words", "remove-from-unit", { ids: [2_000_000_001], unit: unit.url })).body,
    ).toStrictEqual(errorBody(404, "None of these words exists"));
    const learner = await registerLearner();
    expect((await change("words", "add-to-unit", { ids: [1], unit: unit.url }, learner.token)).status).toBe(
      403,
    );
    expect(
      (await call("POST", "/phrases/remove-from-unit", { body: { ids: [1], unit: unit.url } })).status,
    ).toBe(401);
  });
});
