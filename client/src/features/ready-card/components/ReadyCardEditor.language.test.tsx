import type { Messages } from "@shared/i18n/catalog";
import { ready } from "@shared/i18n/ready.en";
import readyEs from "@shared/i18n/ready.es";
import readyPt from "@shared/i18n/ready.pt";
import type { Language } from "@shared/languages";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Suspense } from "react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { LanguageProvider, loadTexts } from "@/i18n/i18n";
import type { ReadyCard } from "../ready-cards";
import { ReadyCardEditor } from "./ReadyCardEditor";

// The Ready card form on a Spanish and a Portuguese page (/report, /subscribe): its labels, hints,
// photo texts and its own error messages in the page's language, no English text left.

// The parts the form shows, loaded beforehand (the page waits for them, as in a browser).
beforeAll(() =>
  Promise.all(
    (["es", "pt"] as const).flatMap((language) =>
      (["ready", "layout"] as const).map((part) => loadTexts(language, part)),
    ),
  ),
);

const withPhoto: ReadyCard = {
  id: "card-1",
  name: "Asha Persaud",
  age: 7,
  description: "Pelo rizado",
  marks: "Lunar",
  photo: "data:image/png;base64,iVBORw0KGgo=",
  photoSavedAt: "2026-10-01T12:00:00.000Z",
  savedAt: "2026-10-01T12:00:00.000Z",
};

function renderIn(language: Language, card: ReadyCard | null) {
  return render(
    <LanguageProvider language={language}>
      <Suspense fallback={null}>
        <ReadyCardEditor card={card} onSave={vi.fn(async () => {})} onCancel={() => {}} />
      </Suspense>
    </LanguageProvider>,
  );
}

/** A new card's form sent with no name and an age out of range: its two error messages, in order. */
async function sendInvalid(save: string): Promise<string[]> {
  await userEvent.type(screen.getByRole("spinbutton"), "200");
  await userEvent.click(screen.getByRole("button", { name: save }));
  return screen.getAllByRole("alert").map((alert) => alert.textContent ?? "");
}

/** Every text a person meets in the form: each text node, and the names and alternatives. */
function formTexts(): string[] {
  const texts: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node.textContent ?? "");
  for (const element of document.querySelectorAll("[aria-label], [alt], [placeholder], [title]"))
    for (const name of ["aria-label", "alt", "placeholder", "title"])
      texts.push(element.getAttribute(name) ?? "");
  return texts.map((text) => text.trim()).filter(Boolean);
}

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Every English text of the part as whole words, placeholders standing for anything. */
function englishTexts(messages: Messages): RegExp[] {
  return Object.values(messages).flatMap((value) =>
    typeof value === "string"
      ? value.length > 3
        ? [new RegExp(`(?<!\\p{L})${escaped(value).replace(/\\\{\\\{\w+\\\}\\\}/g, ".+")}(?!\\p{L})`, "u")]
        : []
      : typeof value === "object"
        ? englishTexts(value as Messages)
        : [],
  );
}

/** A message of the errors table with the numbers of the English one put back in. */
function worded(table: Record<string, string>, english: string): string | undefined {
  const numbers = english.match(/\d+/g) ?? [];
  let next = 0;
  return table[english.replace(/\d+/g, "#")]?.replace(/#/g, () => numbers[next++] ?? "#");
}

/** The English form's error messages, as an English page shows them. */
async function englishErrors(): Promise<string[]> {
  const { unmount } = renderIn("en", null);
  const messages = await sendInvalid(ready.en.editor.save);
  unmount();
  return messages;
}

describe("the Ready card form in English", () => {
  it("shows the catalog's English texts and its rules' messages", async () => {
    const { unmount } = renderIn("en", null);
    expect(screen.getByRole("form", { name: ready.en.editor.newCard })).toBeTruthy();
    expect(screen.getByRole("button", { name: ready.en.editor.photoChoose })).toBeTruthy();
    expect(screen.getByText(ready.en.editor.photoHint)).toBeTruthy();
    expect(screen.getByText(ready.en.editor.marksHint)).toBeTruthy();
    unmount();
    expect(await englishErrors()).toEqual([
      "Please enter the name",
      "Please enter an age between 0 and 120, in whole years",
    ]);
  });
});

describe.each([
  { language: "es", words: readyEs },
  { language: "pt", words: readyPt },
] as const)("the Ready card form in $language", ({ language, words }) => {
  it("shows a new card's form and its error messages with no English text", async () => {
    const messages = await englishErrors();
    const { unmount } = renderIn(language, null);
    expect(await screen.findByRole("form", { name: words.editor.newCard })).toBeTruthy();
    expect(screen.getByRole("button", { name: words.editor.photoChoose })).toBeTruthy();
    const shown = await sendInvalid(words.editor.save);
    expect(shown).toEqual(messages.map((message) => worded(words.errors, message)));
    const texts = formTexts();
    const english = [...englishTexts(ready.en), ...messages.map((message) => new RegExp(escaped(message)))];
    for (const pattern of english)
      expect(
        texts.filter((text) => pattern.test(text)),
        String(pattern),
      ).toEqual([]);
    unmount();
  });

  it("shows a saved card's photo texts in the language", async () => {
    const { unmount } = renderIn(language, withPhoto);
    expect(await screen.findByRole("form", { name: words.editor.changeCard })).toBeTruthy();
    expect(screen.getByRole("img", { name: words.editor.photoPreview })).toBeTruthy();
    expect(screen.getByRole("button", { name: words.editor.photoChange })).toBeTruthy();
    expect(screen.getByRole("button", { name: words.editor.photoRemove })).toBeTruthy();
    expect(screen.getByRole("button", { name: words.editor.cancel })).toBeTruthy();
    const texts = formTexts();
    for (const pattern of englishTexts(ready.en))
      expect(
        texts.filter((text) => pattern.test(text)),
        String(pattern),
      ).toEqual([]);
    unmount();
  });
});
