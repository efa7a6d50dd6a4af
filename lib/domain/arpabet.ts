// ARPAbet, the CMU Pronouncing Dictionary's phone set, written in IPA as an
// American dictionary would print it: r as a learner's dictionary writes it,
// reduced vowels as schwa, r-coloured vowels as ɝ (stressed) and ɚ.

const CONSONANTS: Record<string, string> = {
  B: "b",
  CH: "tʃ",
  D: "d",
  DH: "ð",
  F: "f",
  G: "ɡ",
  HH: "h",
  JH: "dʒ",
  K: "k",
  L: "l",
  M: "m",
  N: "n",
  NG: "ŋ",
  P: "p",
  R: "r",
  S: "s",
  SH: "ʃ",
  T: "t",
  TH: "θ",
  V: "v",
  W: "w",
  Y: "j",
  Z: "z",
  ZH: "ʒ",
};

const VOWELS: Record<string, string> = {
  AA: "ɑː",
  AE: "æ",
  AH: "ʌ",
  AO: "ɔː",
  AW: "aʊ",
  AY: "aɪ",
  EH: "e",
  ER: "ɝː",
  EY: "eɪ",
  IH: "ɪ",
  IY: "iː",
  OW: "oʊ",
  OY: "ɔɪ",
  UH: "ʊ",
  UW: "uː",
};

/** Unstressed, these two are the reduced vowels. */
const REDUCED: Record<string, string> = { AH: "ə", ER: "ɚ" };

// The consonant clusters an English syllable may begin with: a stress mark goes
// before the longest of them that ends at the stressed vowel (the maximal onset).
const ONSETS = new Set(
  [
    "pl pr pj bl br bj tr tw dr dw kl kr kw kj ɡl ɡr ɡw fl fr fj θr θw ʃr sp st sk sm sn sl sw sf hj mj nj vj lj",
    "spl spr spj str stj skr skw skj",
  ]
    .join(" ")
    .split(" "),
);

const STRESS_MARKS = { primary: "ˈ", secondary: "ˌ" } as const;

type Phone = { ipa: string; stress: "primary" | "secondary" | null; vowel: boolean };

function phoneOf(arpabet: string): Phone | null {
  const match = /^([A-Z]+)([012])?$/.exec(arpabet);
  if (!match) return null;
  const [, symbol, level] = match;
  if (level === undefined) {
    const ipa = CONSONANTS[symbol!];
    return ipa ? { ipa, stress: null, vowel: false } : null;
  }
  const full = VOWELS[symbol!];
  if (!full) return null;
  const ipa = level === "0" ? (REDUCED[symbol!] ?? full.replace("ː", "")) : full;
  return { ipa, stress: level === "1" ? "primary" : level === "2" ? "secondary" : null, vowel: true };
}

/** How many consonants before a vowel start its syllable (the longest legal onset). */
function onsetLength(consonants: string[]): number {
  for (let length = Math.min(3, consonants.length); length > 1; length -= 1) {
    if (ONSETS.has(consonants.slice(-length).join(""))) return length;
  }
  return consonants.length > 0 ? 1 : 0;
}

/**
 * One pronunciation of the dictionary ("AE1 P AH0 L") in IPA ("ˈæpəl"), with
 * a primary stress mark only in words of more than one syllable, as learners'
 * dictionaries print them. Null for a phone the set does not know.
 */
export function arpabetToIpa(pronunciation: string): string | null {
  const phones = pronunciation.trim().split(/\s+/).map(phoneOf);
  if (phones.length === 0 || phones.some((phone) => phone === null)) return null;
  const known = phones as Phone[];
  const syllables = known.filter((phone) => phone.vowel).length;
  const written: string[] = [];
  let consonants: string[] = [];
  for (const phone of known) {
    if (!phone.vowel) {
      consonants.push(phone.ipa);
      continue;
    }
    const mark = syllables > 1 && phone.stress ? STRESS_MARKS[phone.stress] : undefined;
    // The first syllable keeps every consonant before it as its onset.
    const onset = written.length === 0 ? consonants.length : onsetLength(consonants);
    written.push(...consonants.slice(0, consonants.length - onset));
    if (mark) written.push(mark);
    written.push(...consonants.slice(consonants.length - onset), phone.ipa);
    consonants = [];
  }
  written.push(...consonants);
  return written.join("");
}
