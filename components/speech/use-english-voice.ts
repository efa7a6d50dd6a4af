"use client";

import { useEffect, useState, useSyncExternalStore } from "react";
import { pickEnglishVoice } from "./pick-voice";

// Some browsers have no speech synthesis at all; others have it without a voice.
const hasSpeech = () =>
  typeof window !== "undefined" &&
  typeof window.speechSynthesis?.getVoices === "function" &&
  typeof window.SpeechSynthesisUtterance === "function";

// One choice for the whole page, however many buttons read it: undefined until first read.
let chosen: SpeechSynthesisVoice | null | undefined;
const listeners = new Set<() => void>();

const keyOf = (voice: SpeechSynthesisVoice | null | undefined) =>
  voice ? `${voice.name}\u0000${voice.lang}` : String(voice);

/** Reads the voices again; true when the choice changed. */
function refresh(): boolean {
  const next = hasSpeech() ? pickEnglishVoice(window.speechSynthesis.getVoices()) : null;
  if (keyOf(next) === keyOf(chosen)) return false;
  chosen = next;
  return true;
}

function onVoicesChanged() {
  if (refresh()) for (const listener of listeners) listener();
}

// Browsers load their voices after the page: getVoices() is often empty at
// first, and "voiceschanged" tells when the list is there (or changes).
function subscribe(onChange: () => void): () => void {
  if (!hasSpeech()) return () => {};
  listeners.add(onChange);
  if (listeners.size === 1) {
    window.speechSynthesis.addEventListener("voiceschanged", onVoicesChanged);
    // The list may have arrived between the first read and now, its event unheard.
    onVoicesChanged();
  }
  return () => {
    listeners.delete(onChange);
    if (listeners.size === 0) window.speechSynthesis.removeEventListener("voiceschanged", onVoicesChanged);
  };
}

function getSnapshot(): SpeechSynthesisVoice | null {
  if (chosen === undefined) refresh();
  return chosen ?? null;
}

// The server has no voices: pronunciation buttons appear once the browser has one.
const getServerSnapshot = () => null;

/** The browser's English voice (British preferred), or null when it has none or cannot speak. */
export function useEnglishVoice(): SpeechSynthesisVoice | null {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}

/** Reads `text` aloud, cutting off whatever is being read. */
export function speak(text: string, voice: SpeechSynthesisVoice): void {
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.voice = voice;
  utterance.lang = voice.lang;
  window.speechSynthesis.cancel();
  window.speechSynthesis.speak(utterance);
}

/** How long a browser may take to list its voices before it counts as having none. */
const VOICES_WAIT_MS = 1500;

/**
 * Whether the browser can read English: "checking" while its voices may
 * still be loading (and on the server), "none" once it has shown none in
 * time (at once without speech synthesis), "ready" with a voice. A voice
 * arriving late still turns it "ready".
 */
export function useEnglishVoiceStatus(): "checking" | "ready" | "none" {
  const voice = useEnglishVoice();
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setWaited(true), hasSpeech() ? VOICES_WAIT_MS : 0);
    return () => clearTimeout(timer);
  }, []);
  if (voice) return "ready";
  return waited ? "none" : "checking";
}
