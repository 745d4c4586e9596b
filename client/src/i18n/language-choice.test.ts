import { afterEach, describe, expect, it } from "vitest";
import {
  browserLanguage,
  chosenLanguage,
  cookieLanguage,
  languageCookie,
  rememberLanguage,
  restoreLanguageCookie,
} from "./language-choice";

function clearCookie() {
  // biome-ignore lint/suspicious/noDocumentCookie: the test resets jsdom's cookie jar
  document.cookie = "lang=; path=/; max-age=0";
}

afterEach(() => {
  clearCookie();
  window.localStorage.clear();
});

describe("the language a page is shown in", () => {
  it("reads the lang cookie among others, ignoring a language the site does not have", () => {
    expect(cookieLanguage("a=1; lang=es; b=2")).toBe("es");
    expect(cookieLanguage("lang=pt")).toBe("pt");
    expect(cookieLanguage("lang=fr; other=es")).toBeNull();
    expect(cookieLanguage("language=es")).toBeNull();
    expect(cookieLanguage("")).toBeNull();
  });

  it("takes the cookie first, then the kept choice, then the browser's languages, then English", () => {
    expect(chosenLanguage({ cookies: "lang=pt", stored: "es", browserLanguages: ["es-VE"] })).toBe("pt");
    expect(chosenLanguage({ cookies: "", stored: "es", browserLanguages: ["pt-BR"] })).toBe("es");
    expect(chosenLanguage({ cookies: "", stored: "xx", browserLanguages: ["pt-BR", "en"] })).toBe("pt");
    expect(chosenLanguage({ cookies: "", stored: null, browserLanguages: ["fr-FR", "es-419"] })).toBe("es");
    expect(chosenLanguage({ cookies: "", stored: null, browserLanguages: ["fr-FR", "de"] })).toBe("en");
    expect(chosenLanguage({ cookies: "", stored: null, browserLanguages: [] })).toBe("en");
  });

  it("keeps a choice for a year, for the whole site, in a cookie the server reads", () => {
    expect(languageCookie("es")).toBe("lang=es; path=/; max-age=31536000; samesite=lax");
  });

  it("remembers a choice in the cookie and in localStorage, and the browser then shows pages in it", () => {
    rememberLanguage("pt");
    expect(cookieLanguage(document.cookie)).toBe("pt");
    expect(window.localStorage.getItem("lang")).toBe("pt");
    expect(browserLanguage()).toBe("pt");
  });

  it("puts the cookie back from the kept choice when it was cleared, and leaves a set cookie alone", () => {
    rememberLanguage("es");
    clearCookie();
    expect(cookieLanguage(document.cookie)).toBeNull();
    restoreLanguageCookie();
    expect(cookieLanguage(document.cookie)).toBe("es");

    window.localStorage.setItem("lang", "pt");
    restoreLanguageCookie();
    expect(cookieLanguage(document.cookie)).toBe("es");
  });
});
