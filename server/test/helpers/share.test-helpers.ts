// Reading back what the share routes produce: the text and images inside a PDF (pdf-lib parses,
// zlib inflates the streams), QR codes in pixels (jsqr), and alerts in the states they are shared in.
import { inflateSync } from "node:zlib";
import type { CreateAlertInput } from "@shared/alerts";
import jsQR from "jsqr";
import { PDFDocument, PDFName, type PDFNumber, PDFRawStream } from "pdf-lib";
import sharp from "sharp";
import { expect } from "vitest";
import type { TestApp } from "../harness";
import { setAlertState, validAlertInput } from "./alerts.test-helpers";

/** Files a report and verifies it (as the review endpoints would); returns its id. */
export async function publicAlert(t: TestApp, overrides: Partial<CreateAlertInput> = {}): Promise<number> {
  const res = await t.app.inject({ method: "POST", url: "/api/alerts", payload: validAlertInput(overrides) });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().id as number;
  await setAlertState(t, id, "verified");
  return id;
}

/** A busy photo (random noise compresses worst of all) as a data URL: the size worst case. */
export async function noisyPhotoDataUrl(width = 1200, height = 1500): Promise<string> {
  const jpeg = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 50 },
    },
  })
    .jpeg({ quality: 90 })
    .toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString("base64")}`;
}

function rawStreams(doc: PDFDocument): PDFRawStream[] {
  return doc.context
    .enumerateIndirectObjects()
    .map(([, object]) => object)
    .filter((object): object is PDFRawStream => object instanceof PDFRawStream);
}

const isFlate = (stream: PDFRawStream) => stream.dict.get(PDFName.of("Filter")) === PDFName.of("FlateDecode");
const subtype = (stream: PDFRawStream) => stream.dict.get(PDFName.of("Subtype"));
const numberOf = (stream: PDFRawStream, key: string) =>
  (stream.dict.get(PDFName.of(key)) as PDFNumber).asNumber();

/**
 * The strings a PDF's pages show: each content stream inflated, each `<hex> Tj` decoded from
 * WinAnsi (Latin-1 for what we draw). One entry per drawn line.
 */
export async function pdfTextLines(pdf: Buffer): Promise<string[]> {
  const doc = await PDFDocument.load(pdf);
  const lines: string[] = [];
  for (const stream of rawStreams(doc)) {
    if (subtype(stream) !== undefined) continue; // images and fonts
    const content = isFlate(stream) ? inflateSync(stream.contents).toString("latin1") : "";
    for (const match of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
      lines.push(Buffer.from(match[1]!, "hex").toString("latin1"));
    }
  }
  return lines;
}

/** The images embedded in a PDF: their size and filter (DCTDecode for a JPEG photo). */
export async function pdfImages(pdf: Buffer) {
  const doc = await PDFDocument.load(pdf);
  return rawStreams(doc)
    .filter((stream) => subtype(stream) === PDFName.of("Image"))
    .map((stream) => ({
      stream,
      width: numberOf(stream, "Width"),
      height: numberOf(stream, "Height"),
      filter: String(stream.dict.get(PDFName.of("Filter"))),
      colourSpace: String(stream.dict.get(PDFName.of("ColorSpace"))),
    }));
}

/** Decodes a QR code from an image's raw pixels (RGB or grey, 8 bits), as a phone camera would. */
export function decodeQrPixels(
  pixels: Buffer,
  width: number,
  height: number,
  channels: number,
): string | null {
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    for (let c = 0; c < 3; c++) rgba[i * 4 + c] = pixels[i * channels + (channels >= 3 ? c : 0)]!;
    rgba[i * 4 + 3] = 255;
  }
  return jsQR(rgba, width, height)?.data ?? null;
}

/** Decodes the QR code in an image file (JPEG, PNG), or null when there is none to read. */
export async function decodeQrImage(image: Buffer): Promise<string | null> {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return decodeQrPixels(data, info.width, info.height, info.channels);
}

/** The average colour of a region of an image, as [r, g, b] (0-255). */
export async function averageColour(
  image: Buffer,
  region: { left: number; top: number; width: number; height: number },
): Promise<number[]> {
  // stats() reads its input, not the pipeline's output: cut the region out first.
  const stats = await sharp(await sharp(image).extract(region).toBuffer()).stats();
  return stats.channels.slice(0, 3).map((channel) => Math.round(channel.mean));
}
