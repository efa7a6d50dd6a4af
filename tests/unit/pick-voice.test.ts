import { describe, it, expect } from "vitest";
import { pickEnglishVoice } from "../../components/speech/pick-voice";

const voice = (lang: string, name = lang) => ({ lang, name });

describe("pickEnglishVoice", () => {
  it("prefers a British voice, wherever it is listed", () => {
    const british = voice("en-GB", "Daniel");
    expect(pickEnglishVoice([voice("ru-RU"), voice("en-US"), british])).toBe(british);
    expect(pickEnglishVoice([voice("en_GB", "Android")])?.name).toBe("Android");
  });

  it("takes any English voice when there is no British one", () => {
    expect(pickEnglishVoice([voice("de-DE"), voice("en-AU"), voice("en-US")])?.lang).toBe("en-AU");
    expect(pickEnglishVoice([voice("EN")])?.lang).toBe("EN");
  });

  it("is null without an English voice", () => {
    expect(pickEnglishVoice([])).toBeNull();
    expect(pickEnglishVoice([voice("ru-RU"), voice("eu-ES"), voice("eng")])).toBeNull();
  });
});
