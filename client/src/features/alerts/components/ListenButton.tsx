import type { PublicAlert } from "@shared/alerts";
import type { Language } from "@shared/languages";
import { Square, Volume2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useDates } from "@/i18n/dates";
import { useLanguage } from "@/i18n/i18n";
import { useSiteConfig } from "@/lib/site-config";
import { useHydrated } from "@/lib/use-hydrated";

// "Listen": someone who cannot read well can hear the alert, in the page's language, through the
// browser's speech synthesis. Shown only where the browser has it (and, once it has said which
// voices it has, one for the language); the reading itself is loaded on the first press.

const LABELS: Record<Language, { listen: string; listenName: string; stop: string; stopName: string }> = {
  en: { listen: "Listen", listenName: "Listen to this alert", stop: "Stop", stopName: "Stop reading" },
  es: {
    listen: "Escuchar",
    listenName: "Escuchar esta alerta",
    stop: "Detener",
    stopName: "Detener la lectura",
  },
  pt: { listen: "Ouvir", listenName: "Ouvir este alerta", stop: "Parar", stopName: "Parar a leitura" },
};

const loadSpeech = () => import("./listen-speech");

function hasSpeechSynthesis(): boolean {
  return "speechSynthesis" in window && typeof window.SpeechSynthesisUtterance === "function";
}

/**
 * Whether this browser can read the page's language aloud: it has speech synthesis and, when it
 * has listed its voices (some list them late, some never), one of them speaks the language.
 */
function useCanSpeak(language: Language): boolean {
  const hydrated = useHydrated();
  const [voices, setVoices] = useState<readonly SpeechSynthesisVoice[]>([]);
  const available = hydrated && hasSpeechSynthesis();
  useEffect(() => {
    if (!available) return;
    const synthesis = window.speechSynthesis;
    const update = () => setVoices(synthesis.getVoices());
    update();
    synthesis.addEventListener?.("voiceschanged", update);
    return () => synthesis.removeEventListener?.("voiceschanged", update);
  }, [available]);
  if (!available) return false;
  return voices.length === 0 || voices.some((voice) => voice.lang.toLowerCase().startsWith(language));
}

export function ListenButton({ alert }: { alert: PublicAlert }) {
  const language = useLanguage();
  const dates = useDates();
  const { emergencyPhone } = useSiteConfig();
  const canSpeak = useCanSpeak(language);
  const [speaking, setSpeaking] = useState(false);
  // Each reading's number: a reading stopped late says it is done after the next one began.
  const reading = useRef(0);

  // Leaving the page (or the alert) stops the reading.
  useEffect(() => {
    if (!speaking) return;
    return () => {
      void loadSpeech().then((speech) => speech.stopSpeaking());
    };
  }, [speaking]);

  if (!canSpeak) return null;
  const label = LABELS[language];

  const toggle = async () => {
    const speech = await loadSpeech();
    const current = ++reading.current;
    if (speaking) {
      speech.stopSpeaking();
      setSpeaking(false);
      return;
    }
    setSpeaking(true);
    const facts = { alert, lastSeen: dates.dateTime(alert.lastSeen), emergencyPhone };
    speech.speakAlert(language, facts, () => {
      if (reading.current === current) setSpeaking(false);
    });
  };

  const Icon = speaking ? Square : Volume2;
  return (
    <button
      type="button"
      onClick={toggle}
      aria-label={speaking ? label.stopName : label.listenName}
      className="inline-flex h-10 items-center gap-2 rounded-md border border-gray-300 bg-white px-4 text-sm font-medium text-gray-900 hover:bg-gray-50"
      data-testid="listen-button"
    >
      <Icon className="h-4 w-4" aria-hidden="true" />
      {speaking ? label.stop : label.listen}
    </button>
  );
}
