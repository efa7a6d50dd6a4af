/** What choosing a voice needs to know of one (a SpeechSynthesisVoice has more). */
export type VoiceInfo = { lang: string; name: string };

// Android reports "en_GB"; browsers elsewhere "en-GB".
const languageOf = (voice: VoiceInfo) => voice.lang.replace("_", "-").toLowerCase();

/**
 * The voice to read English words with: British English first (the demo's
 * transcriptions are British), else any English one; null when there is none,
 * so no button offers to speak in a Russian or German voice.
 */
export function pickEnglishVoice<V extends VoiceInfo>(voices: readonly V[]): V | null {
  return (
    voices.find((voice) => languageOf(voice) === "en-gb") ??
    voices.find((voice) => languageOf(voice) === "en" || languageOf(voice).startsWith("en-")) ??
    null
  );
}
