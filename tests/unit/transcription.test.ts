import { describe, expect, it } from "vitest";
import { arpabetToIpa } from "@/lib/domain/arpabet";
import { suggestTranscription } from "@/lib/services/content/transcriptions";

describe("ARPAbet in IPA", () => {
  it("marks the stressed syllable of a longer word before its whole onset", () => {
    expect(arpabetToIpa("AE1 P AH0 L")).toBe("ˈæpəl");
    expect(arpabetToIpa("B AH0 N AE1 N AH0")).toBe("bəˈnænə");
    // "pj" may begin a syllable: the mark goes before both consonants, not between them.
    expect(arpabetToIpa("K AH0 M P Y UW1 T ER0")).toBe("kəmˈpjuːtɚ");
    expect(arpabetToIpa("IH0 K S T R IY1 M")).toBe("ɪkˈstriːm");
  });

  it("writes secondary stress, and no mark in a word of one syllable", () => {
    expect(arpabetToIpa("B R EH1 D")).toBe("bred");
    expect(arpabetToIpa("K AO1 R N B R EH2 D")).toBe("ˈkɔːrnˌbred");
  });

  it("reduces unstressed vowels and keeps r-coloured ones apart", () => {
    expect(arpabetToIpa("HH AE1 P IY0")).toBe("ˈhæpi");
    expect(arpabetToIpa("W AO1 T ER0")).toBe("ˈwɔːtɚ");
    expect(arpabetToIpa("B ER1 D")).toBe("bɝːd");
  });

  it("refuses a phone it does not know", () => {
    expect(arpabetToIpa("AE1 Q")).toBeNull();
    expect(arpabetToIpa("")).toBeNull();
  });
});

describe("a transcription suggested for a word", () => {
  it("reads the dictionary, ignoring case and marking the accent", async () => {
    expect(await suggestTranscription("Apple")).toEqual({
      en: "Apple",
      transcription: "/ˈæpəl/",
      accent: "American",
    });
  });

  it("transcribes each word of a phrase and takes the first known variant", async () => {
    expect((await suggestTranscription("ice cream"))?.transcription).toBe("/aɪs kriːm/");
    expect((await suggestTranscription("colourr/color"))?.transcription).toBe("/ˈkʌlɚ/");
  });

  it("suggests nothing for a word the dictionary does not know", async () => {
    expect(await suggestTranscription("zzqxv")).toBeNull();
    expect(await suggestTranscription("ice zzqxv")).toBeNull();
    // Digits make no word of the dictionary's, not even its letters' names ("a", "f", "c").
    expect(await suggestTranscription("spoon a3f9c2")).toBeNull();
  });
});
