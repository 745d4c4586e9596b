import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { baseURL } from "../playwright.config";
import { alert } from "../shared/i18n/alert.en";
import { alertMore } from "../shared/i18n/alert-more.en";
import { alerts } from "../shared/i18n/alerts.en";
import { type Messages, textsFileOf } from "../shared/i18n/catalog";
import { chat } from "../shared/i18n/chat.en";
import { common } from "../shared/i18n/common.en";
import { home } from "../shared/i18n/home.en";
import { homeMore } from "../shared/i18n/home-more.en";
import { layout } from "../shared/i18n/layout.en";
import { ready } from "../shared/i18n/ready.en";
import { report } from "../shared/i18n/report.en";
import { safe } from "../shared/i18n/safe.en";
import serverErrorsEs from "../shared/i18n/server-errors.es";
import serverErrorsPt from "../shared/i18n/server-errors.pt";
import { sighting } from "../shared/i18n/sighting.en";
import { subscribe } from "../shared/i18n/subscribe.en";
import subscribeEs from "../shared/i18n/subscribe.es";
import subscribePt from "../shared/i18n/subscribe.pt";
import { verify } from "../shared/i18n/verify.en";
import { LANGUAGE_NAMES } from "../shared/languages";
import { SUBSCRIBE_RATE_LIMIT_MAX } from "../shared/subscribers";
import { LEAFLET_ATTRIBUTION, seriousViolations } from "./a11y";
import { newContext } from "./browser-context";
import { appealOf, openPage, publicAlertId } from "./language-pages";

// The public pages in Spanish and Portuguese: no English fixed text left on the home, alert,
// subscribe (with its Ready card form open), report (the same), "I'm safe" and "Is this alert real?"
// pages (their visible text, placeholders and accessible names are compared
// with every English text of the catalogs, and checked for English words outside the page's data),
// the language chosen in the header's picker kept across a reload and rendered so by the server,
// <html lang> right, and axe clean in each language, on a desktop and at 390 px.

const catalogs = [
  common,
  layout,
  home,
  homeMore,
  alert,
  alertMore,
  alerts,
  sighting,
  report,
  ready,
  subscribe,
  chat,
  safe,
  verify,
];

/** Every text of the catalogs as a pattern: its placeholders match anything. */
function textPatterns(tables: Messages[]): RegExp[] {
  const patterns: RegExp[] = [];
  const walk = (messages: Messages) => {
    for (const value of Object.values(messages)) {
      if (typeof value === "string") {
        const parts = value.trim().split(/\{\{\w+\}\}/);
        // A text made only of a placeholder, or a word shorter than a word ("AM"), says nothing.
        if (parts.join("").replace(/[^A-Za-z]/g, "").length < 3) continue;
        patterns.push(
          new RegExp(`^${parts.map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join(".+")}$`),
        );
      } else if (typeof value === "object") walk(value as Messages);
    }
  };
  for (const table of tables) walk(table);
  return patterns;
}
const ENGLISH = textPatterns(catalogs.map((c) => c.en));

/** The catalogs' texts in a language, loaded as the browser loads them. */
async function translatedPatterns(language: "es" | "pt"): Promise<RegExp[]> {
  const tables = await Promise.all(
    catalogs.map(
      async (c) =>
        ((await import(`../shared/i18n/${textsFileOf(c.namespace)}.${language}.ts`)) as { default: Messages })
          .default,
    ),
  );
  return textPatterns(tables);
}
/** Words that are English and neither Spanish nor Portuguese. */
const ENGLISH_WORDS =
  /\b(the|and|you|your|with|this|that|for|are|is|to|of|on|in|by|be|what|who|when|where|report|alert|missing|please)\b/gi;

/** The texts a person meets on the page: visible lines, placeholders and accessible names. */
async function pageTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // biome-ignore lint/performance/useDomNodeTextContent: the visible text is what a person reads
    const texts = document.body.innerText.split("\n");
    for (const element of document.querySelectorAll<HTMLElement>("[placeholder], [aria-label], [title]")) {
      if (element.closest("[aria-hidden='true']") || element.closest(".leaflet-container")) continue;
      for (const name of ["placeholder", "aria-label", "title"]) {
        const value = element.getAttribute(name);
        if (value) texts.push(value);
      }
    }
    return texts.map((t) => t.trim()).filter((t) => /[A-Za-z]{2}/.test(t));
  });
}

/** What the page shows that is data: names, places, descriptions, the brand, the memorial story. */
async function pageData(page: Page, alertId: number): Promise<string[]> {
  const strings: string[] = [
    ...Object.values(LANGUAGE_NAMES),
    "Facebook",
    "Twitter",
    "Instagram",
    "WhatsApp",
  ];
  const collect = (value: unknown) => {
    if (typeof value === "string") strings.push(...value.split(/\n+/).map((s) => s.trim()));
    else if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === "object") Object.values(value).forEach(collect);
  };
  for (const path of [
    "/api/config/site",
    `/api/alerts/${alertId}`,
    `/api/alerts/${alertId}/sightings`,
    "/api/alerts?verified=true&active=true&limit=6",
    "/api/subscribers",
  ]) {
    const answer = await page.request.get(path);
    if (answer.ok()) collect(await answer.json());
  }
  return strings.filter((s) => s.length > 0);
}

/**
 * The texts of the page that are English fixed text: an English catalog text that is not also a
 * text of the page's language ("Local"), or English words outside the data.
 */
function englishLeft(texts: string[], data: string[], translated: RegExp[]): string[] {
  return texts.filter((text) => {
    if (data.some((d) => d === text)) return false;
    if (translated.some((pattern) => pattern.test(text))) return false;
    if (ENGLISH.some((pattern) => pattern.test(text))) return true;
    // What is left once the data in the line is taken out: English words there are fixed text.
    const rest = data.reduce((line, d) => (d.length > 2 ? line.split(d).join(" ") : line), text);
    return (rest.match(ENGLISH_WORDS) ?? []).length >= 2;
  });
}

async function contextIn(
  browser: import("@playwright/test").Browser,
  language: string,
  options: { phone?: boolean } = {},
): Promise<BrowserContext> {
  const context = await newContext(browser, {
    locale: language === "es" ? "es-VE" : "pt-BR",
    ...(options.phone ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : {}),
  });
  // Sample alerts dismissed: their pop-up would cover the page's corners (they are translated too).
  await context.addInitScript(() =>
    localStorage.setItem("dismissedDemoAlerts", JSON.stringify(["demo-1", "demo-2", "demo-3", "demo-4"])),
  );
  return context;
}

for (const language of ["es", "pt"] as const) {
  for (const phone of [false, true]) {
    test(`${language}${phone ? " at 390 px" : ""}: the public pages have no English fixed text and are axe clean`, async ({
      browser,
    }) => {
      test.setTimeout(240_000);
      const context = await contextIn(browser, language, { phone });
      const page = await context.newPage();
      const alertId = await publicAlertId(page);
      const appeal = await appealOf(page, alertId);
      const data = await pageData(page, alertId);
      const translated = await translatedPatterns(language);
      const paths = [
        "/",
        `/alert/${alertId}`,
        "/subscribe",
        "/report",
        "/safe",
        `/safe?alert=${alertId}`,
        `/verify/${appeal.verifyCode}`,
        "/verify",
      ];
      for (const path of paths) {
        await openPage(page, path, appeal);
        await expect(page.locator("html")).toHaveAttribute("lang", language);
        expect(englishLeft(await pageTexts(page), data, translated), `${path} in ${language}`).toEqual([]);
        expect(
          await seriousViolations(page, { wcagOnly: true, exclude: LEAFLET_ATTRIBUTION }),
          `${path} in ${language}`,
        ).toEqual([]);
        if (phone) {
          const width = await page.evaluate(() => document.documentElement.scrollWidth);
          expect(width, `${path} fits 390 px`).toBeLessThanOrEqual(390);
        }
      }
      await context.close();
    });
  }
}

test("the picker switches the language, the server renders the page in it, and a reload keeps it", async ({
  browser,
}) => {
  const context = await newContext(browser, { locale: "en-GY" });
  const page = await context.newPage();
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(home.en.heroTitle);

  const picker = page.getByRole("combobox", { name: "Language" });
  await expect(picker).toHaveValue("en");
  await picker.selectOption("es");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Cada minuto cuenta cuando un niño desaparece",
  );
  await expect(page.getByRole("combobox", { name: "Idioma" })).toHaveValue("es");

  // The server's own HTML, before any code runs: in Spanish, lang="es".
  const html = await (await page.request.get("/")).text();
  expect(html).toMatch(/<html[^>]*\slang="es"/);
  expect(html).toContain("Cada minuto cuenta cuando un niño desaparece");
  expect(html).not.toContain(home.en.heroTitle);

  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Cada minuto cuenta cuando un niño desaparece",
  );

  // With the keyboard: focus the picker, choose Portuguese.
  await page.getByRole("combobox", { name: "Idioma" }).focus();
  await page.keyboard.press("ArrowDown");
  await expect(page.locator("html")).toHaveAttribute("lang", "pt");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Cada minuto conta quando uma criança desaparece",
  );
  await context.close();
});

test("without a choice the browser's language is the default; staff pages stay English", async ({
  browser,
}) => {
  const context = await newContext(browser, { locale: "pt-BR" });
  const page = await context.newPage();
  await page.goto("/report");
  await expect(page.locator("html")).toHaveAttribute("lang", "pt");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Comunicar uma pessoa desaparecida");
  await page.goto("/admin/dashboard");
  await expect(page.getByRole("heading", { name: "Admin Sign In" })).toBeVisible();
  await context.close();
});

/** The title and one preview tag of the page open, as the server sent them. */
async function headOf(page: Page): Promise<{ title: string; ogTitle: string; description: string }> {
  return {
    title: await page.title(),
    ogTitle: (await page.locator('meta[property="og:title"]').getAttribute("content")) ?? "",
    description: (await page.locator('meta[property="og:description"]').getAttribute("content")) ?? "",
  };
}

const HEADS = {
  es: {
    site: "Alertas de personas desaparecidas, Guyana",
    missing: "DESAPARECIDO/A: ",
    lastSeen: "Visto por última vez en ",
  },
  pt: {
    site: "Alertas de pessoas desaparecidas, Guiana",
    missing: "DESAPARECIDO/A: ",
    lastSeen: "Visto pela última vez em ",
  },
};

for (const language of ["es", "pt"] as const) {
  test(`${language}: page titles and link previews are in the language`, async ({ browser }) => {
    const context = await contextIn(browser, language);
    const page = await context.newPage();
    const alertId = await publicAlertId(page);
    for (const path of ["/", "/subscribe", "/report", "/active-alerts"]) {
      await page.goto(path);
      const head = await headOf(page);
      expect(head.title, path).toContain(` — ${HEADS[language].site}`);
      expect(head.ogTitle, path).toBe(head.title);
      expect(head.description, path).not.toMatch(new RegExp(ENGLISH_WORDS.source, "i"));
    }
    await page.goto(`/alert/${alertId}`);
    const head = await headOf(page);
    expect(head.title.startsWith(HEADS[language].missing), head.title).toBe(true);
    expect(head.description.startsWith(HEADS[language].lastSeen), head.description).toBe(true);
    await context.close();
  });
}

// Last in this file: it spends the subscribe form's allowance of this address.
test("a refusal of the server is shown in the page's language, in English on an English page", async ({
  browser,
}) => {
  const languages = [
    { language: "es", words: subscribeEs, errors: serverErrorsEs },
    { language: "pt", words: subscribePt, errors: serverErrorsPt },
    { language: "en", words: subscribe.en, errors: null },
  ] as const;
  const context = await contextIn(browser, "es");
  const page = await context.newPage();
  // The server's own refusal: the form's submissions from this address are over their limit.
  for (let i = 0; i < SUBSCRIBE_RATE_LIMIT_MAX; i++)
    await page.request.post("/api/subscribers", { data: {}, failOnStatusCode: false });
  const refusal = await page.request.post("/api/subscribers", { data: {}, failOnStatusCode: false });
  expect(refusal.status()).toBe(429);
  const english = ((await refusal.json()) as { message: string }).message;
  const translated = (message: string, table: Record<string, string>) => {
    const numbers = message.match(/\d+/g) ?? [];
    let next = 0;
    return (table[message.replace(/\d+/g, "#")] ?? "").replace(/#/g, () => numbers[next++] ?? "#");
  };

  for (const { language, words, errors } of languages) {
    await context.addCookies([{ name: "lang", value: language, url: baseURL }]);
    await page.goto("/subscribe");
    await expect(page.locator("html")).toHaveAttribute("lang", language);
    await expect(page.locator("form button[type=submit]").first()).toBeEnabled();
    await page.getByLabel(words.name).fill("Ana Souza");
    await page.getByLabel(words.email).fill(`ana.${language}.${Date.now()}@example.gy`);
    const address = page.getByRole("combobox", { name: new RegExp(words.address) });
    await expect(address).toBeEnabled();
    await address.fill("Robb");
    await page.getByRole("option", { name: "Robb Street, Georgetown, Guyana" }).click();
    await page.getByLabel(words.agree).check();
    await page.getByRole("button", { name: words.submit }).click();
    const toast = page.getByTestId("toast").filter({ hasText: words.failed });
    const expected = errors ? translated(english, errors.errors) : english;
    expect(expected, "a translation of the server's message").not.toBe("");
    await expect(toast).toContainText(expected);
    if (errors) await expect(toast).not.toContainText(english);
  }
  await context.close();
});
