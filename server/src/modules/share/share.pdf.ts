// The printable A4 poster: black on white (it must survive a black-and-white photocopier), laid
// out as a list of drawing operations first, so the tests can check what is drawn and where, and
// then drawn with pdf-lib's standard Helvetica (no font files to ship). Every string is made
// WinAnsi-safe before it is measured, so a name in another script cannot break the poster.
import type { PDFFont } from "pdf-lib";
import { loadSharp } from "../../images";
import { qrPng } from "./share.qr";
import {
  ageText,
  callToAction,
  formatGuyanaTime,
  initialsOf,
  oneLine,
  policeBadge,
  type ShareFacts,
  type ShareSite,
  statusWord,
  verifyText,
  winAnsiSafe,
  wrapText,
} from "./share.text";

/** A4 in PDF points. */
export const A4 = { width: 595.28, height: 841.89 } as const;
const MARGIN = 40;
/** The call-to-action frame at the foot of the page; nothing above may reach into it. */
export const POSTER_FOOTER_TOP = 214;

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export type PosterOp =
  | { kind: "text"; text: string; x: number; y: number; size: number; bold: boolean; width: number }
  | { kind: "rect"; box: Box; fill?: "black" | "grey"; border?: number }
  | { kind: "photo"; box: Box }
  | { kind: "qr"; box: Box };

export type Measure = (text: string, size: number, bold: boolean) => number;

interface Cursor {
  ops: PosterOp[];
  measure: Measure;
}

function text(c: Cursor, value: string, x: number, y: number, size: number, bold: boolean): void {
  c.ops.push({ kind: "text", text: value, x, y, size, bold, width: c.measure(value, size, bold) });
}

function centred(c: Cursor, value: string, y: number, size: number, bold: boolean): void {
  const width = c.measure(value, size, bold);
  text(c, value, (A4.width - width) / 2, y, size, bold);
}

/** Wrapped lines from a baseline; returns the baseline after the last line. */
function paragraph(
  c: Cursor,
  value: string,
  at: {
    x: number;
    y: number;
    width: number;
    size: number;
    bold?: boolean;
    maxLines: number;
    centre?: boolean;
  },
): number {
  const bold = at.bold ?? false;
  const lines = wrapText(winAnsiSafe(value), at.width, (t) => c.measure(t, at.size, bold), at.maxLines);
  const lineHeight = at.size * 1.25;
  lines.forEach((line, i) => {
    const y = at.y - i * lineHeight;
    if (at.centre) centred(c, line, y, at.size, bold);
    else text(c, line, at.x, y, at.size, bold);
  });
  return at.y - lines.length * lineHeight;
}

/** Every drawing operation of the poster, top to bottom. */
export function posterLayout(
  facts: ShareFacts,
  site: ShareSite,
  hasPhoto: boolean,
  measure: Measure,
): PosterOp[] {
  const c: Cursor = { ops: [], measure };
  const contentWidth = A4.width - 2 * MARGIN;

  centred(c, statusWord(facts), A4.height - MARGIN - 58, 76, true);
  c.ops.push({
    kind: "rect",
    box: { x: MARGIN, y: A4.height - 132, width: contentWidth, height: 5 },
    fill: "black",
  });

  // The photo on the left, 4:5; who, how old, where and when on the right of it.
  const photo = { x: MARGIN, y: A4.height - 146 - 300, width: 240, height: 300 };
  if (hasPhoto) {
    c.ops.push({ kind: "photo", box: photo });
  } else {
    c.ops.push({ kind: "rect", box: photo, fill: "grey", border: 1 });
    const initials = winAnsiSafe(initialsOf(facts.name));
    text(c, initials, photo.x + (photo.width - measure(initials, 80, true)) / 2, photo.y + 140, 80, true);
    const note = "No photo available";
    text(c, note, photo.x + (photo.width - measure(note, 12, false)) / 2, photo.y + 110, 12, false);
  }
  const x = photo.x + photo.width + 18;
  const width = A4.width - MARGIN - x;
  let y = paragraph(c, facts.name, {
    x,
    y: photo.y + photo.height - 24,
    width,
    size: 26,
    bold: true,
    maxLines: 3,
  });
  text(c, ageText(facts.age), x, y - 2, 18, false);
  y -= 34;
  text(c, "Last seen:", x, y, 13, true);
  y = paragraph(c, oneLine(facts.lastLocation), { x, y: y - 17, width, size: 13, maxLines: 3 }) - 8;
  text(c, "When:", x, y, 13, true);
  y = paragraph(c, formatGuyanaTime(facts.lastSeen), { x, y: y - 17, width, size: 13, maxLines: 2 }) - 8;
  const badge = policeBadge(facts);
  if (badge) y = paragraph(c, badge, { x, y, width, size: 13, bold: true, maxLines: 1 }) - 8;
  if (facts.closed) {
    const note = facts.found ? "This person has been found. Thank you for sharing." : "This alert is closed.";
    paragraph(c, note, {
      x,
      y,
      width,
      size: 13,
      bold: true,
      maxLines: 2,
    });
  }

  // Under the photo, the full width: what the person looks like and wore.
  y = photo.y - 26;
  for (const [label, value, maxLines] of [
    ["Description", facts.description, 4],
    ["Clothing", facts.clothing, 3],
  ] as const) {
    text(c, `${label}:`, MARGIN, y, 13, true);
    y = paragraph(c, oneLine(value), { x: MARGIN, y: y - 17, width: contentWidth, size: 13, maxLines }) - 8;
  }

  footer(c, site, callToAction(facts), verifyText(facts, site));
  return c.ops;
}

/**
 * A framed call to action: whom to call, the QR code to the alert, where to check that the alert
 * is ours, and the brand.
 */
function footer(c: Cursor, site: ShareSite, ask: string, verify: string | null): void {
  const frame = { x: MARGIN, y: 56, width: A4.width - 2 * MARGIN, height: POSTER_FOOTER_TOP - 56 };
  c.ops.push({ kind: "rect", box: frame, border: 2 });
  const qr = { x: frame.x + frame.width - 12 - 134, y: frame.y + 12, width: 134, height: 134 };
  c.ops.push({ kind: "qr", box: qr });
  const x = frame.x + 16;
  const width = qr.x - x - 12;
  text(c, ask, x, frame.y + frame.height - 30, 16, false);
  // The number is never cut: a long one is drawn smaller.
  const phoneSize = Math.min(44, width / c.measure(site.emergencyPhone, 1, true));
  text(c, site.emergencyPhone, x, frame.y + frame.height - 78, phoneSize, true);
  text(c, "Scan the code for the latest news, or visit", x, frame.y + 46, 10, false);
  paragraph(c, site.alertUrl, { x, y: frame.y + 30, width, size: 10, bold: true, maxLines: 1 });
  if (verify) {
    // One line, never cut: a long address is drawn smaller.
    const safe = winAnsiSafe(verify);
    text(c, safe, x, frame.y + 14, Math.min(10, width / c.measure(safe, 1, false)), false);
  }
  paragraph(c, site.brandName, {
    x: MARGIN,
    y: 32,
    width: A4.width - 2 * MARGIN,
    size: 13,
    bold: true,
    maxLines: 1,
    centre: true,
  });
}

/** The stored photo cut to the poster's 4:5 box, three pixels per point (about 220 dpi). */
async function posterPhoto(photo: Buffer, box: Box): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(photo, { limitInputPixels: 40_000_000 })
    .resize(Math.round(box.width * 3), Math.round(box.height * 3), {
      fit: "cover",
      withoutEnlargement: false,
    })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}

export interface Poster {
  pdf: Buffer;
  ops: PosterOp[];
}

export async function renderPosterPdf(
  facts: ShareFacts,
  site: ShareSite,
  photo: Buffer | null,
): Promise<Poster> {
  // Loaded with the first poster, not at start: its code is a large part of an idle server's
  // memory, and most processes never draw a poster.
  const { PDFDocument, rgb, StandardFonts } = await import("pdf-lib");
  const doc = await PDFDocument.create();
  const fonts: Record<"regular" | "bold", PDFFont> = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  const measure: Measure = (t, size, bold) => (bold ? fonts.bold : fonts.regular).widthOfTextAtSize(t, size);
  const safeSite = {
    ...site,
    brandName: winAnsiSafe(site.brandName),
    emergencyPhone: winAnsiSafe(site.emergencyPhone),
  };
  const safeFacts = { ...facts, name: winAnsiSafe(facts.name) };
  const ops = posterLayout(safeFacts, safeSite, photo !== null, measure);
  const page = doc.addPage([A4.width, A4.height]);
  const black = rgb(0, 0, 0);
  for (const op of ops) {
    if (op.kind === "text") {
      page.drawText(op.text, {
        x: op.x,
        y: op.y,
        size: op.size,
        font: op.bold ? fonts.bold : fonts.regular,
        color: black,
      });
    } else if (op.kind === "rect") {
      page.drawRectangle({
        ...op.box,
        color: op.fill === "black" ? black : op.fill === "grey" ? rgb(0.9, 0.9, 0.9) : undefined,
        borderColor: op.border ? black : undefined,
        borderWidth: op.border,
      });
    } else if (op.kind === "photo" && photo) {
      page.drawImage(await doc.embedJpg(await posterPhoto(photo, op.box)), op.box);
    } else if (op.kind === "qr") {
      page.drawImage(await doc.embedPng(await qrPng(site.alertUrl, 402)), op.box);
    }
  }
  doc.setTitle(winAnsiSafe(`${statusWord(facts)}: ${facts.name}`));
  doc.setSubject(`${site.brandName} poster`);
  doc.setCreationDate(new Date(0));
  doc.setModificationDate(new Date(0));
  return { pdf: Buffer.from(await doc.save()), ops };
}
