import { describe, expect, it } from "vitest";
import { call, demoTokens, errorBody } from "../../support/api";

const tokens = demoTokens("editor", "learner");

describe("GET transcriptions", () => {
  it("answers a signed-in caller the dictionary's IPA of a word or phrase, marked American", async () => {
    const word = await call("GET", "/transcriptions?en=Computer", { token: tokens.editor });
    const phrase = await call("GET", `/transcriptions?en=${encodeURIComponent("ice cream")}`, {
      token: tokens.learner,
    });

    expect(word.status).toBe(200);
    expect(word.body).toStrictEqual({ en: "Computer", transcription: "/kəmˈpjuːtɚ/", accent: "American" });
    expect(phrase.body).toStrictEqual({ en: "ice cream", transcription: "/aɪs kriːm/", accent: "American" });
  });

  it("answers 404 for a word the dictionary does not know, 400 without a word, 401 to a guest", async () => {
    const unknown = await call("GET", "/transcriptions?en=zzqxv", { token: tokens.editor });
    const missing = await call("GET", "/transcriptions", { token: tokens.editor });
    const guest = await call("GET", "/transcriptions?en=apple");

    expect(unknown.body).toStrictEqual(errorBody(404, "No transcription is known for this word"));
    expect(missing.status).toBe(400);
    expect(guest.body).toStrictEqual(errorBody(401, "You are not logged in"));
  });
});
