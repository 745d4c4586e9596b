// Issue 15: from an alert's page, a visitor downloads the A4 poster and opens the share image,
// on a phone-sized screen; what arrives is a real PDF and a portrait JPEG whose QR code opens
// the alert.
import { readFileSync } from "node:fs";
import { inflateSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import jsQR from "jsqr";
import { PDFDocument, PDFRawStream } from "pdf-lib";
import sharp from "sharp";
import { baseURL } from "../playwright.config";
import { adminApi, createVerifiedAlert } from "./alerts-helpers";
import { newContext } from "./browser-context";

/** The lines a PDF shows: its content streams inflated, each `<hex> Tj` decoded. */
async function pdfTextLines(pdf: Buffer): Promise<string[]> {
  const doc = await PDFDocument.load(pdf);
  const lines: string[] = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream) || object.dict.toString().includes("/Subtype")) continue;
    const content = inflateSync(object.contents).toString("latin1");
    for (const match of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
      lines.push(Buffer.from(match[1]!, "hex").toString("latin1"));
    }
  }
  return lines;
}

test("the alert page's Download poster gives an A4 PDF, and Share image a portrait picture with a QR code", async ({
  browser,
}) => {
  const api = await adminApi();
  const id = await createVerifiedAlert(api, {
    name: "Shondell Poster-Test",
    lastLocation: "Bourda Market, Georgetown",
  });
  const context = await newContext(browser, { acceptDownloads: true, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(`/alert/${id}`);

  const poster = page.getByRole("link", { name: "Download poster" });
  const image = page.getByRole("link", { name: "Share image" });
  for (const link of [poster, image]) {
    await expect(link).toBeVisible();
    const box = (await link.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
  // Reached from the keyboard: focus moves onto the poster link and Enter downloads it.
  await poster.focus();
  await expect(poster).toBeFocused();
  const [download] = await Promise.all([page.waitForEvent("download"), page.keyboard.press("Enter")]);
  expect(download.suggestedFilename()).toBe(`missing-shondell-poster-test-${id}.pdf`);
  const pdf = readFileSync((await download.path())!);
  const doc = await PDFDocument.load(pdf);
  expect(doc.getPageCount()).toBe(1);
  expect(doc.getPage(0).getSize()).toEqual({ width: 595.28, height: 841.89 });
  const lines = await pdfTextLines(pdf);
  expect(lines).toEqual(expect.arrayContaining(["MISSING", "Shondell Poster-Test", "911"]));
  expect(lines.join("\n")).not.toContain("reporter@example.gy");

  // Chromium on a desktop cannot share files: the link opens the image itself.
  const href = (await image.getAttribute("href"))!;
  const res = await page.request.get(href);
  expect(res.status()).toBe(200);
  const jpeg = await res.body();
  const { data, info } = await sharp(jpeg).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  expect([info.width, info.height]).toEqual([1080, 1920]);
  expect(jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data).toBe(`${baseURL}/alert/${id}`);
  await context.close();
  await api.dispose();
});
