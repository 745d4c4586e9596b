import type { PublicAlert } from "@shared/alerts";
import type { Language } from "@shared/languages";

// "Listen": the alert read aloud by the browser's own speech synthesis, in the page's language.
// Loaded when the button is first pressed; the words it speaks are here, in each language.

export interface SpokenAlertFacts {
  alert: Pick<PublicAlert, "name" | "age" | "lastLocation" | "description" | "clothing">;
  /** When last seen, already written in the page's language (Guyana time). */
  lastSeen: string;
  emergencyPhone: string;
}

const SENTENCES: Record<Language, (facts: SpokenAlertFacts, phone: string) => string[]> = {
  en: ({ alert, lastSeen }, phone) => [
    `Missing person: ${alert.name}, ${alert.age} years old.`,
    `Last seen ${lastSeen}, at ${alert.lastLocation}.`,
    `Description: ${alert.description}`,
    `Wearing: ${alert.clothing}`,
    `If you have seen this person, call ${phone} now.`,
  ],
  es: ({ alert, lastSeen }, phone) => [
    `Persona desaparecida: ${alert.name}, ${alert.age} años.`,
    `Vista por última vez el ${lastSeen}, en ${alert.lastLocation}.`,
    `Descripción: ${alert.description}`,
    `Ropa: ${alert.clothing}`,
    `Si vio a esta persona, llame ya al ${phone}.`,
  ],
  pt: ({ alert, lastSeen }, phone) => [
    `Pessoa desaparecida: ${alert.name}, ${alert.age} anos.`,
    `Vista pela última vez em ${lastSeen}, em ${alert.lastLocation}.`,
    `Descrição: ${alert.description}`,
    `Roupa: ${alert.clothing}`,
    `Se você viu esta pessoa, ligue agora para ${phone}.`,
  ],
};

/** A phone number read digit by digit ("9 1 1", not "nine hundred and eleven"). */
function phoneForSpeech(phone: string): string {
  return phone
    .replace(/[^\d+]/g, " ")
    .replace(/\d/g, "$& ")
    .replace(/\s+/g, " ")
    .trim();
}

/** Each sentence ends once: "...plaits." stays "...plaits.", not "...plaits..". */
function endSentence(text: string): string {
  const trimmed = text.replace(/\s+/g, " ").trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** What is read, one sentence an utterance (some engines stop a long one part-way). */
export function spokenAlert(language: Language, facts: SpokenAlertFacts): string[] {
  return SENTENCES[language](facts, phoneForSpeech(facts.emergencyPhone)).map(endSentence);
}

/** The language tag an utterance carries when no installed voice speaks the language. */
const SPEECH_LANG: Record<Language, string> = { en: "en", es: "es", pt: "pt-BR" };

/** Regional voices closest to the people the alerts are for come first. */
const PREFERRED: Record<Language, string[]> = {
  en: ["en-gy", "en-gb", "en-us"],
  es: ["es-ve", "es-419", "es-us", "es-mx"],
  pt: ["pt-br"],
};

/** The installed voice that speaks the language best, or undefined. */
export function voiceFor(
  language: Language,
  voices: readonly SpeechSynthesisVoice[],
): SpeechSynthesisVoice | undefined {
  const speaking = voices.filter((voice) => voice.lang.toLowerCase().replace("_", "-").startsWith(language));
  const rank = (voice: SpeechSynthesisVoice) => {
    const index = PREFERRED[language].indexOf(voice.lang.toLowerCase().replace("_", "-"));
    return index === -1 ? PREFERRED[language].length : index;
  };
  return [...speaking].sort(
    (a, b) => rank(a) - rank(b) || Number(b.localService) - Number(a.localService),
  )[0];
}

/**
 * Reads the alert aloud, replacing anything already being read; `onDone` is called once, when
 * the last sentence has been read or the reading stopped or failed.
 */
export function speakAlert(language: Language, facts: SpokenAlertFacts, onDone: () => void): void {
  const synthesis = window.speechSynthesis;
  synthesis.cancel();
  const voice = voiceFor(language, synthesis.getVoices());
  const sentences = spokenAlert(language, facts);
  let finished = false;
  const finish = () => {
    if (finished) return;
    finished = true;
    onDone();
  };
  sentences.forEach((sentence, index) => {
    const utterance = new SpeechSynthesisUtterance(sentence);
    utterance.lang = voice?.lang ?? SPEECH_LANG[language];
    if (voice) utterance.voice = voice;
    // A stop (cancel) ends the current sentence with an error and drops the rest.
    utterance.onerror = finish;
    if (index === sentences.length - 1) utterance.onend = finish;
    synthesis.speak(utterance);
  });
}

export function stopSpeaking(): void {
  window.speechSynthesis.cancel();
}
