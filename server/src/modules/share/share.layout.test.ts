// The text rules of the share files, without a database: wrapping and cutting, XML escaping,
// what Helvetica can draw, Guyana time, file names; and that the poster's long texts stay on
// the page and out of its call-to-action frame.
import { PDFDocument, StandardFonts } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { cardLayout, portraitLayout } from "./share.images";
import { A4, type Measure, POSTER_FOOTER_TOP, posterLayout } from "./share.pdf";
import {
  asciiSlug,
  escapeXml,
  formatGuyanaTime,
  initialsOf,
  type ShareFacts,
  shareFileName,
  winAnsiSafe,
  wrapText,
} from "./share.text";

const facts = (overrides: Partial<ShareFacts> = {}): ShareFacts => ({
  id: 42,
  name: "Aaliyah Persaud",
  age: 9,
  lastLocation: "Stabroek Market, Water Street, Georgetown",
  lastSeen: new Date("2026-01-01T00:30:00Z"),
  description: "Slim build, shoulder-length black hair in two plaits.",
  clothing: "Navy blue school uniform, pink backpack.",
  closed: false,
  found: false,
  policeConfirmed: false,
  verifyCode: "K7M2QX",
  ...overrides,
});
const site = {
  brandName: "Hope Alert",
  emergencyPhone: "911",
  alertUrl: "https://alerts.example.gy/alert/42",
  publicUrl: "https://alerts.example.gy",
};
const long = (words: number) => Array.from({ length: words }, (_, i) => `word${i}`).join(" ");

describe("text helpers", () => {
  const chars = (text: string) => Array.from(text).length;

  it("wraps at spaces and cuts what does not fit with an ellipsis", () => {
    expect(wrapText("one two three", 7, chars, 3)).toEqual(["one two", "three"]);
    const cut = wrapText(long(40), 20, chars, 2);
    expect(cut).toHaveLength(2);
    expect(cut[1]!.endsWith("…")).toBe(true);
    expect(cut.every((line) => chars(line) <= 20)).toBe(true);
    // A word longer than a line is broken inside, never overflows.
    const word = wrapText("x".repeat(50), 10, chars, 2);
    expect(word).toEqual(["x".repeat(10), `${"x".repeat(9)}…`]);
    expect(wrapText("fits   on\none line", 40, chars, 1)).toEqual(["fits on one line"]);
  });

  it("escapes everything XML gives a meaning to, and drops control characters", () => {
    expect(escapeXml(`Tom "T" O'Neil & <Sons>\u0007`)).toBe(
      "Tom &quot;T&quot; O&apos;Neil &amp; &lt;Sons&gt; ",
    );
  });

  it("keeps what WinAnsi can draw and replaces the rest", () => {
    expect(winAnsiSafe("José Ñuñez – “Zoë” €5")).toBe("José Ñuñez – “Zoë” €5");
    expect(winAnsiSafe("Łukasz Ōma 🙂 李\tx")).toBe("Lukasz Oma  ? x");
  });

  it("writes times in Guyana time (UTC-04:00)", () => {
    expect(formatGuyanaTime(new Date("2026-01-01T00:30:00Z"))).toBe(
      "Wed, 31 Dec 2025, 8:30 pm (Guyana time)",
    );
  });

  it("makes ASCII file names and initials", () => {
    expect(asciiSlug(`Zoë O'Neil & <co>`)).toBe("zoe-o-neil-co");
    expect(asciiSlug("李")).toBe("person");
    expect(shareFileName(facts(), "pdf")).toBe("missing-aaliyah-persaud-42.pdf");
    expect(shareFileName(facts({ closed: true, found: true }), "jpg")).toBe("found-aaliyah-persaud-42.jpg");
    expect(shareFileName(facts({ closed: true }), "pdf")).toBe("closed-aaliyah-persaud-42.pdf");
    expect(initialsOf("Aaliyah Persaud")).toBe("AP");
    expect(initialsOf("  'zoë  ")).toBe("Z");
    expect(initialsOf("")).toBe("?");
  });
});

describe("layouts", () => {
  async function helvetica(): Promise<Measure> {
    const doc = await PDFDocument.create();
    const regular = await doc.embedFont(StandardFonts.Helvetica);
    const bold = await doc.embedFont(StandardFonts.HelveticaBold);
    return (t, size, b) => (b ? bold : regular).widthOfTextAtSize(t, size);
  }

  it("keeps the poster's long texts inside the page and above the call-to-action frame", async () => {
    const measure = await helvetica();
    const many = facts({
      name: long(30),
      lastLocation: long(60),
      description: long(200),
      clothing: long(120),
      closed: true,
      found: true,
    });
    const ops = posterLayout(many, { ...site, brandName: long(30) }, false, measure);
    const texts = ops.filter((op) => op.kind === "text");
    for (const op of texts) {
      expect(op.x).toBeGreaterThanOrEqual(40);
      expect(op.x + op.width).toBeLessThanOrEqual(A4.width - 40 + 0.01);
      expect(op.y).toBeGreaterThan(0);
      expect(op.y + op.size).toBeLessThan(A4.height);
    }
    const body = texts.filter((op) => op.size !== 16 && op.size !== 44 && op.size !== 10 && op.y > 40);
    for (const op of body) expect(op.y - 0.25 * op.size, op.text).toBeGreaterThan(POSTER_FOOTER_TOP);
    expect(texts.filter((op) => op.text.endsWith("…")).length).toBeGreaterThanOrEqual(4);
    expect(texts.map((op) => op.text)).toEqual(expect.arrayContaining(["FOUND", "911", site.alertUrl]));
  });

  it("never cuts the emergency number: a long one is drawn smaller, beside the QR code", async () => {
    const phone = "+592 226 0000 / +592 911 1234";
    const ops = posterLayout(facts(), { ...site, emergencyPhone: phone }, true, await helvetica());
    const drawn = ops.find((op) => op.kind === "text" && op.text === phone);
    const qr = ops.find((op) => op.kind === "qr");
    if (drawn?.kind !== "text" || qr?.kind !== "qr") throw new Error("no number or QR code on the poster");
    expect(drawn.size).toBeLessThan(44);
    expect(drawn.x + drawn.width).toBeLessThanOrEqual(qr.box.x);
    const portrait = portraitLayout(facts(), { ...site, emergencyPhone: phone }, true);
    expect(portrait.texts).toContain(phone);
    const size = Number(/font-size="(\d+)"[^>]*>\+592 226 0000/.exec(portrait.svg)?.[1]);
    expect(size).toBeGreaterThan(30);
    expect(size).toBeLessThan(96);
  });

  it("draws only the alert's public facts and the site's details", () => {
    for (const layout of [cardLayout(facts(), site, true), portraitLayout(facts(), site, true)]) {
      expect(layout.texts).toEqual(
        expect.arrayContaining([
          "MISSING",
          "Aaliyah Persaud",
          "Age 9",
          "Wed, 31 Dec 2025, 8:30 pm (Guyana time)",
        ]),
      );
      expect(layout.texts.join(" ")).toContain("Stabroek Market");
    }
    expect(portraitLayout(facts(), site, true).texts).toEqual(expect.arrayContaining(["911", "Hope Alert"]));
    expect(cardLayout(facts(), site, true).texts).toEqual(expect.arrayContaining(["Call 911", "Hope Alert"]));
  });

  it("print where to check that the alert is ours, whole, on the card, share image and poster while it is current", async () => {
    const line = "Verify this alert at alerts.example.gy/verify — code K7M2QX";
    const measure = await helvetica();
    const longSite = { ...site, publicUrl: `https://${"very-long-subdomain.".repeat(4)}example.gy` };
    for (const s of [site, longSite]) {
      const expected = line.replace("alerts.example.gy", s.publicUrl.replace("https://", ""));
      expect(cardLayout(facts(), s, true).texts).toContain(expected);
      const portrait = portraitLayout(facts(), s, true);
      expect(portrait.texts).toContain(expected);
      const poster = posterLayout(facts(), s, true, measure).filter((op) => op.kind === "text");
      const drawn = poster.find((op) => op.text === expected);
      if (drawn?.kind !== "text") throw new Error("no verify line on the poster");
      expect(drawn.x + drawn.width).toBeLessThanOrEqual(A4.width - 40);
      expect(drawn.size).toBeGreaterThan(5);
    }
    // Under the photo on the share image, above the name.
    const portrait = portraitLayout(facts(), site, true);
    const verifyBaseline = Number(/y="(\d+)"[^>]*>Verify this alert/.exec(portrait.svg)?.[1]);
    expect(verifyBaseline).toBeGreaterThan(portrait.photoBox.y + portrait.photoBox.height);
    const nameBaseline = Number(/y="(\d+)"[^>]*>Aaliyah Persaud/.exec(portrait.svg)?.[1]);
    expect(verifyBaseline).toBeLessThan(nameBaseline - 72);

    // A closed appeal is "not a current appeal" at /verify: no line; nor without a code.
    for (const closed of [
      facts({ closed: true, found: true }),
      facts({ closed: true }),
      facts({ verifyCode: null }),
    ]) {
      const drawn = [
        ...cardLayout(closed, site, true).texts,
        ...portraitLayout(closed, site, true).texts,
        ...posterLayout(closed, site, true, measure).flatMap((op) => (op.kind === "text" ? [op.text] : [])),
      ];
      expect(drawn.join(" ")).not.toContain("Verify this alert");
    }
  });
});
