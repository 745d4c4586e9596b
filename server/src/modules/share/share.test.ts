// Issue 15: the share card (link previews), the A4 poster and the portrait share image of a
// verified alert, read back as a user (or a chat app) would get them: decoded, measured, their
// text and QR code read out of the files.
import { inflateSync } from "node:zlib";
import { sql } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness";
import {
  reportWithPhoto,
  type StaffHeaders,
  setAlertState,
  setAnnounceFound,
  staffHeaders,
} from "../../../test/helpers/alerts.test-helpers";
import {
  averageColour,
  decodeQrImage,
  decodeQrPixels,
  noisyPhotoDataUrl,
  pdfImages,
  pdfTextLines,
  publicAlert,
} from "../../../test/helpers/share.test-helpers";
import { findAlertById } from "../alerts/alerts.repo";
import { CARD_MAX_BYTES, cardLayout, portraitLayout } from "./share.images";
import { toShareFacts } from "./share.text";

const PUBLIC_URL = "https://alerts.example.gy";
const BRAND = "Hope & Home Alert";
const HOTLINE = "+592 911 0000";

let t: TestApp;
let staff: StaffHeaders;
beforeAll(async () => {
  t = await createTestApp({
    env: { PUBLIC_URL, SITE_BRAND_NAME: BRAND, SITE_EMERGENCY_PHONE: HOTLINE },
  });
  staff = await staffHeaders(t);
  // The found person's card and poster exist only while the settings announce found people.
  await setAnnounceFound(t, staff, true);
});
afterAll(() => t.close());

/** Staff close the case (issue 17) with an outcome: found_safe, found_other or closed_other. */
async function closeCase(id: number, outcome: string) {
  const res = await t.app.inject({
    method: "POST",
    url: `/api/alerts/${id}/close`,
    headers: staff.moderator,
    payload: { outcome, note: "Reunited with her aunt at Stabroek (staff note)" },
  });
  expect(res.statusCode, res.body).toBe(200);
}

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url, headers });
const files = (id: number | string) =>
  [
    `/api/alerts/${id}/share-card.jpg`,
    `/api/alerts/${id}/poster.pdf`,
    `/api/alerts/${id}/poster.jpg`,
  ] as const;

async function imageOf(url: string) {
  const res = await get(url);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.rawPayload;
  return { res, body, meta: await sharp(body).metadata() };
}

/** The verified alert's row, as the layouts get it. */
async function layoutsOf(id: number) {
  const row = (await findAlertById(t.database.db, id))!;
  const site = {
    brandName: BRAND,
    emergencyPhone: HOTLINE,
    alertUrl: `${PUBLIC_URL}/alert/${id}`,
    publicUrl: PUBLIC_URL,
  };
  const facts = toShareFacts(row);
  return { card: cardLayout(facts, site, false), portrait: portraitLayout(facts, site, false) };
}

describe("share card", () => {
  it("is a 1200x630 JPEG of at most 300 KB with a photo, even a busy one, and without", async () => {
    const withPhoto = (await reportWithPhoto(t, staff, { width: 800, height: 1000 })).id;
    await setAlertState(t, withPhoto, "verified");
    const busy = await publicAlert(t, { photoUrl: await noisyPhotoDataUrl() });
    const noPhoto = await publicAlert(t);
    for (const id of [withPhoto, busy, noPhoto]) {
      const { res, body, meta } = await imageOf(`/api/alerts/${id}/share-card.jpg`);
      expect(res.headers["content-type"]).toBe("image/jpeg");
      expect(res.headers["cache-control"]).toBe("public, max-age=300, must-revalidate");
      expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 1200, 630]);
      expect(body.length).toBeLessThanOrEqual(CARD_MAX_BYTES);
    }
    // Without a photo, its place is the initials on a dark block, not an empty white space.
    const initials = await imageOf(`/api/alerts/${noPhoto}/share-card.jpg`);
    const [r, g, b] = await averageColour(initials.body, { left: 10, top: 10, width: 60, height: 60 });
    expect(Math.max(r!, g!, b!)).toBeLessThan(160);
  });

  it("says FOUND, in another colour, once the person is found: the cached card is rebuilt", async () => {
    const id = await publicAlert(t);
    const url = `/api/alerts/${id}/share-card.jpg`;
    const active = await imageOf(url);
    const etag = active.res.headers.etag as string;
    expect((await get(url, { "if-none-match": etag })).statusCode).toBe(304);
    // The banner's right end (no text there): red while missing.
    const banner = { left: 1120, top: 20, width: 60, height: 60 };
    const [r1, g1] = await averageColour(active.body, banner);
    expect(r1).toBeGreaterThan(150);
    expect(g1).toBeLessThan(80);
    expect((await layoutsOf(id)).card.texts).toContain("MISSING");

    await closeCase(id, "found_safe");
    const found = await get(url, { "if-none-match": etag });
    expect(found.statusCode).toBe(200);
    expect(found.headers.etag).not.toBe(etag);
    const [r2, g2] = await averageColour(found.rawPayload, banner);
    expect(g2).toBeGreaterThan(r2!);
    const { card, portrait } = await layoutsOf(id);
    expect(card.texts[0]).toBe("FOUND");
    expect(card.svg).toContain(">FOUND</text>");
    expect(card.texts).not.toContain("MISSING");
    expect(portrait.texts[0]).toBe("FOUND");
  });

  it("says CLOSED (not FOUND) for a case closed for another reason, and never the staff's note", async () => {
    const id = await publicAlert(t);
    await closeCase(id, "closed_other");
    const { card, portrait } = await layoutsOf(id);
    expect(card.texts[0]).toBe("CLOSED");
    expect(portrait.texts[0]).toBe("CLOSED");
    const poster = await get(`/api/alerts/${id}/poster.pdf`);
    expect(poster.headers["content-disposition"]).toBe(
      `attachment; filename="closed-aaliyah-persaud-${id}.pdf"`,
    );
    const lines = await pdfTextLines(poster.rawPayload);
    expect(lines).toContain("CLOSED");
    expect(lines).not.toContain("FOUND");
    expect([card.svg, portrait.svg, lines.join("\n")].join("")).not.toContain("staff note");
  });

  it("draws names with & < > \" ' as text: escaped in the SVG and rendered", async () => {
    const id = await publicAlert(t, { name: `Tom "T" O'Neil & <Sons>` });
    const { card } = await layoutsOf(id);
    const drawn = card.texts.join(" ");
    expect(drawn).toContain(`Tom "T" O'Neil & <Sons>`);
    expect(card.svg).toContain("Tom &quot;T&quot; O&apos;Neil &amp;");
    expect(card.svg).toContain("&lt;Sons&gt;");
    expect(card.svg).not.toContain("<Sons>");
    expect(card.svg).toContain("Hope &amp; Home Alert");
    const { meta } = await imageOf(`/api/alerts/${id}/share-card.jpg`);
    expect([meta.width, meta.height]).toEqual([1200, 630]);
  });
});

describe("the verify line", () => {
  it("carries the alert's own code on the card, the share image and the poster", async () => {
    const id = await publicAlert(t);
    const code = (await findAlertById(t.database.db, id))!.verifyCode!;
    expect(code).toMatch(/^[2-9A-HJ-NP-Z]{6}$/);
    const line = `Verify this alert at alerts.example.gy/verify — code ${code}`;
    const { card, portrait } = await layoutsOf(id);
    expect(card.texts).toContain(line);
    expect(portrait.texts).toContain(line);
    // The PDF's text is WinAnsi: the dash is one byte there.
    const poster = (await pdfTextLines((await get(`/api/alerts/${id}/poster.pdf`)).rawPayload)).join("\n");
    expect(poster).toContain("Verify this alert at alerts.example.gy/verify ");
    expect(poster).toContain(` code ${code}`);
  });
});

describe("poster PDF", () => {
  it("is one A4 page with the name, MISSING, the facts, the hotline, the brand and the photo", async () => {
    const { id } = await reportWithPhoto(t, staff, { width: 800, height: 1000 });
    await setAlertState(t, id, "verified");
    const res = await get(`/api/alerts/${id}/poster.pdf`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toBe(
      `attachment; filename="missing-aaliyah-persaud-${id}.pdf"`,
    );
    const doc = await PDFDocument.load(res.rawPayload);
    expect(doc.getPageCount()).toBe(1);
    const { width, height } = doc.getPage(0).getSize();
    expect([width, height]).toEqual([595.28, 841.89]);

    const lines = await pdfTextLines(res.rawPayload);
    expect(lines).toEqual(
      expect.arrayContaining([
        "MISSING",
        "Aaliyah Persaud",
        "Age 9",
        HOTLINE,
        BRAND,
        `${PUBLIC_URL}/alert/${id}`,
        "Navy blue school uniform, pink backpack.",
      ]),
    );
    const text = lines.join("\n");
    expect(text).toContain("Stabroek Market, Water Street, Georgetown");
    expect(text).toContain("Slim build, about 4 ft 3 in");
    expect(text).toMatch(/\d{1,2}:\d{2} [ap]m \(Guyana time\)/);
    // The photo is embedded as a JPEG.
    expect((await pdfImages(res.rawPayload)).some((image) => image.filter === "/DCTDecode")).toBe(true);
  });

  it("carries a QR code that decodes to the alert's page", async () => {
    const id = await publicAlert(t);
    const res = await get(`/api/alerts/${id}/poster.pdf`);
    const images = await pdfImages(res.rawPayload);
    const qr = images.find((image) => image.filter === "/FlateDecode");
    expect(qr).toBeDefined();
    const pixels = inflateSync(qr!.stream.contents);
    const channels = pixels.length / (qr!.width * qr!.height);
    expect(decodeQrPixels(pixels, qr!.width, qr!.height, channels)).toBe(`${PUBLIC_URL}/alert/${id}`);
    // No photo: no JPEG in the poster, the initials instead.
    expect(images.some((image) => image.filter === "/DCTDecode")).toBe(false);
    expect(await pdfTextLines(res.rawPayload)).toContain("AP");
  });

  it("keeps text Helvetica can draw, and says FOUND in the file name once the person is found", async () => {
    const id = await publicAlert(t, { name: "Zoë Łukasz Ōma 🙂 李" });
    await closeCase(id, "found_other");
    const res = await get(`/api/alerts/${id}/poster.pdf`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="found-zoe-lukasz-oma-${id}.pdf"`);
    const lines = await pdfTextLines(res.rawPayload);
    expect(lines).toContain("FOUND");
    expect(lines).toContain("Zoë Lukasz Oma ?");
  });
});

describe("portrait share image", () => {
  it("is 1080x1920 and its QR code opens the alert", async () => {
    const { id } = await reportWithPhoto(t, staff, { width: 800, height: 1000 });
    await setAlertState(t, id, "verified");
    const { res, body, meta } = await imageOf(`/api/alerts/${id}/poster.jpg`);
    expect(res.headers["content-type"]).toBe("image/jpeg");
    expect(res.headers["content-disposition"]).toBe(`inline; filename="missing-aaliyah-persaud-${id}.jpg"`);
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 1080, 1920]);
    // The whole image, as a phone's camera or a QR reader app reads it.
    expect(await decodeQrImage(body)).toBe(`${PUBLIC_URL}/alert/${id}`);
    const { portrait } = await layoutsOf(id);
    expect(portrait.texts).toEqual(
      expect.arrayContaining(["MISSING", "Aaliyah Persaud", "Age 9", HOTLINE, BRAND]),
    );
  });

  it("stays under 400 KB with a busy photo, and its QR code still reads where it is printed", async () => {
    const id = await publicAlert(t, { photoUrl: await noisyPhotoDataUrl() });
    const { body, meta } = await imageOf(`/api/alerts/${id}/poster.jpg`);
    expect([meta.width, meta.height]).toEqual([1080, 1920]);
    expect(body.length).toBeLessThan(400 * 1024);
    // Random noise fools a finder-pattern search over the whole picture; framed on the code's
    // band (as a camera pointed at it is) it reads.
    const band = await sharp(body).extract({ left: 0, top: 1610, width: 1080, height: 310 }).toBuffer();
    expect(await decodeQrImage(band)).toBe(`${PUBLIC_URL}/alert/${id}`);
  });
});

describe("privacy", () => {
  it("never draws the reporter's name, phone or e-mail", async () => {
    const id = await publicAlert(t);
    const { card, portrait } = await layoutsOf(id);
    const poster = (await pdfTextLines((await get(`/api/alerts/${id}/poster.pdf`)).rawPayload)).join("\n");
    for (const drawn of [card.svg, portrait.svg, poster, ...card.texts, ...portrait.texts]) {
      for (const secret of ["Savitri", "+592 600 1234", "savitri.persaud@example.gy", "Mother"]) {
        expect(drawn).not.toContain(secret);
      }
    }
  });

  it("answers 404 for pending, denied and unknown alerts, to staff too, and 400 for a bad id", async () => {
    const pending = (await reportWithPhoto(t, staff, { width: 400, height: 300 })).id;
    const denied = await publicAlert(t);
    await setAlertState(t, denied, "denied");
    for (const id of [pending, denied, 999_999]) {
      for (const url of files(id)) {
        for (const headers of [{}, staff.admin, staff.moderator]) {
          const res = await get(url, headers);
          expect(res.statusCode, url).toBe(404);
          expect(res.json()).toEqual({ message: "Alert not found" });
        }
      }
    }
    for (const url of [...files("abc"), ...files(0)]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().field).toBe("id");
    }
  });

  it("stops serving an alert's files (its staff-only photo included) once it is taken down", async () => {
    const { id } = await reportWithPhoto(t, staff, { width: 400, height: 300 });
    await setAlertState(t, id, "verified");
    for (const url of files(id)) expect((await get(url)).statusCode).toBe(200);
    await setAlertState(t, id, "denied");
    for (const url of files(id)) expect((await get(url)).statusCode, url).toBe(404);
  });

  it("stops serving a found person's files once the public record is redacted (issue 17)", async () => {
    const id = await publicAlert(t);
    await closeCase(id, "found_safe");
    for (const url of files(id)) expect((await get(url)).statusCode).toBe(200);
    // What the case lifecycle job does: the record is cut to the first name and dates.
    await t.database.db.execute(sql`update alerts set redacted_at = now() where id = ${id}`);
    t.events.emit("alert.redacted", { alertIds: [id] });
    for (const url of files(id)) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ message: "Alert not found" });
    }
  });
});
