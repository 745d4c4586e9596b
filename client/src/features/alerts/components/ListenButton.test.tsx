import type { Language } from "@shared/languages";
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { Suspense } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LanguageProvider, loadTexts } from "@/i18n/i18n";
import { fallbackSiteConfig } from "@/lib/site-config";
import { json, renderWithClient, stubApi } from "../../../../test/api";
import { publicAlert } from "../../../../test/fixtures";
import { ListenButton } from "./ListenButton";
import { spokenAlert, voiceFor } from "./listen-speech";

// "Listen" with the browser's speech synthesis stood in for: jsdom has none, which is also how a
// browser without it looks.

const alert = publicAlert({
  id: 7,
  name: "Aaliyah Persaud",
  age: 9,
  lastLocation: "Stabroek Market, Georgetown",
  lastSeen: "2025-05-10T18:30:00.000Z",
  description: "Slim build, black hair in two plaits",
  clothing: "Navy blue school uniform, pink backpack.",
});

class FakeUtterance {
  lang = "";
  voice: SpeechSynthesisVoice | null = null;
  onend: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly text: string) {}
}

const voice = (lang: string, name = lang) => ({ lang, name, localService: true }) as SpeechSynthesisVoice;

/** A speech synthesis that records what it is asked to say, with these voices installed. */
function stubSpeech(voices: SpeechSynthesisVoice[]) {
  const queue: FakeUtterance[] = [];
  const synthesis = {
    speak: vi.fn((utterance: FakeUtterance) => queue.push(utterance)),
    cancel: vi.fn(() => {
      const dropped = queue.splice(0);
      for (const utterance of dropped) utterance.onerror?.();
    }),
    getVoices: () => voices,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  };
  vi.stubGlobal("speechSynthesis", synthesis);
  vi.stubGlobal("SpeechSynthesisUtterance", FakeUtterance);
  /** The engine reads everything queued, to the end. */
  const finish = () => {
    for (const utterance of queue.splice(0)) utterance.onend?.();
  };
  return { synthesis, queue, finish };
}

function renderButton(language: Language = "en") {
  stubApi({ "GET /api/config/site": () => json({ ...fallbackSiteConfig, emergencyPhone: "911" }) });
  return renderWithClient(
    <LanguageProvider language={language}>
      <Suspense fallback={null}>
        <ListenButton alert={alert} />
      </Suspense>
    </LanguageProvider>,
  );
}

afterEach(async () => {
  // Unmounted (which stops any reading) while the stand-in speech synthesis is still there.
  cleanup();
  await act(async () => {});
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("Listen", () => {
  it("is not there when the browser has no speech synthesis", async () => {
    renderButton();
    // Rendered (and hydrated) without it: nothing to press.
    await act(async () => {});
    expect(screen.queryByTestId("listen-button")).toBeNull();
  });

  it("is not there when the browser's voices cannot speak the page's language", async () => {
    stubSpeech([voice("en-US"), voice("fr-FR")]);
    renderButton("pt");
    await act(async () => {});
    expect(screen.queryByTestId("listen-button")).toBeNull();
  });

  it("reads the alert in English, then offers Stop while it reads, and Listen once it is done", async () => {
    const { synthesis, queue, finish } = stubSpeech([voice("en-US", "US"), voice("en-GB", "UK")]);
    renderButton();
    const listen = await screen.findByRole("button", { name: "Listen to this alert" });
    expect(listen.textContent).toBe("Listen");
    fireEvent.click(listen);
    const stop = await screen.findByRole("button", { name: "Stop reading" });
    expect(queue.map((u) => u.text)).toEqual([
      "Missing person: Aaliyah Persaud, 9 years old.",
      "Last seen May 10, 2025 at 2:30 PM, at Stabroek Market, Georgetown.",
      "Description: Slim build, black hair in two plaits.",
      "Wearing: Navy blue school uniform, pink backpack.",
      "If you have seen this person, call 9 1 1 now.",
    ]);
    // The British voice is nearer Guyana's English than the American one.
    expect(queue.every((u) => u.voice?.name === "UK" && u.lang === "en-GB")).toBe(true);
    expect(stop.textContent).toBe("Stop");

    act(() => finish());
    expect(await screen.findByRole("button", { name: "Listen to this alert" })).toBeTruthy();
    expect(synthesis.speak).toHaveBeenCalledTimes(5);
  });

  it("stops when Stop is pressed", async () => {
    const { synthesis, queue } = stubSpeech([voice("en-GB")]);
    renderButton();
    fireEvent.click(await screen.findByRole("button", { name: "Listen to this alert" }));
    fireEvent.click(await screen.findByRole("button", { name: "Stop reading" }));
    await screen.findByRole("button", { name: "Listen to this alert" });
    expect(synthesis.cancel).toHaveBeenCalled();
    expect(queue).toEqual([]);
  });

  it("reads in Spanish with a Spanish voice, its label in Spanish", async () => {
    const { queue } = stubSpeech([voice("en-US"), voice("es-ES", "Spain"), voice("es-US", "Americas")]);
    // The page's texts in Spanish, as the page loads them before it is shown.
    await loadTexts("es", "common");
    renderButton("es");
    fireEvent.click(await screen.findByRole("button", { name: "Escuchar esta alerta" }));
    await screen.findByRole("button", { name: "Detener la lectura" });
    expect(queue[0]?.text).toBe("Persona desaparecida: Aaliyah Persaud, 9 años.");
    expect(queue.at(-1)?.text).toBe("Si vio a esta persona, llame ya al 9 1 1.");
    expect(queue[0]?.voice?.name).toBe("Americas");
    expect(queue[1]?.text).toBe(
      "Vista por última vez el 10 de mayo de 2025, 14:30, en Stabroek Market, Georgetown.",
    );
  });

  it("stops reading when the page goes", async () => {
    const { synthesis } = stubSpeech([voice("en-GB")]);
    const view = renderButton();
    fireEvent.click(await screen.findByRole("button", { name: "Listen to this alert" }));
    await screen.findByRole("button", { name: "Stop reading" });
    synthesis.cancel.mockClear();
    view.unmount();
    await waitFor(() => expect(synthesis.cancel).toHaveBeenCalled());
  });
});

describe("the words read", () => {
  it("read a phone number digit by digit, in Portuguese too", () => {
    const sentences = spokenAlert("pt", {
      alert,
      lastSeen: "10 de maio de 2025 às 14:30",
      emergencyPhone: "+592 226-1234",
    });
    expect(sentences.at(-1)).toBe("Se você viu esta pessoa, ligue agora para +5 9 2 2 2 6 1 2 3 4.");
  });

  it("choose a Brazilian voice for Portuguese, none when no voice speaks it", () => {
    expect(voiceFor("pt", [voice("pt-PT", "Lisboa"), voice("pt-BR", "Brasil")])?.name).toBe("Brasil");
    expect(voiceFor("pt", [voice("en-GB")])).toBeUndefined();
  });
});
