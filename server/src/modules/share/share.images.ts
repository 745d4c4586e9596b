// The share card (1200x630, the link preview of /alert/{id}) and the portrait share image
// (1080x1920, a WhatsApp status), drawn as an SVG of text and blocks over which sharp composites
// the photo (and the QR code). The layouts are separate from the rendering so that the tests can
// read exactly what is drawn.
import type { OverlayOptions } from "sharp";
import { loadSharp } from "../../images";
import { qrPng } from "./share.qr";
import { svgDocument, svgInitialsBlock, svgParagraph, svgRect, svgText } from "./share.svg";
import {
  ageText,
  callToAction,
  estimateSvgWidth,
  formatGuyanaTime,
  policeBadge,
  type ShareFacts,
  type ShareSite,
  statusWord,
  verifyText,
} from "./share.text";

export const CARD = { width: 1200, height: 630 } as const;
export const PORTRAIT = { width: 1080, height: 1920 } as const;
/** WhatsApp drops link previews larger than this. */
export const CARD_MAX_BYTES = 300 * 1024;

const MISSING_RED = "#b91c1c";
const FOUND_GREEN = "#166534";
const INK = "#111111";
const MUTED = "#4b5563";

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** An SVG to draw, where the photo goes, and every text it draws (for the tests). */
export interface ImageLayout {
  svg: string;
  photoBox: Box;
  qrBox?: Box;
  texts: string[];
}

const CLOSED_GREY = "#374151";
const bannerColour = (facts: ShareFacts) =>
  facts.found ? FOUND_GREEN : facts.closed ? CLOSED_GREY : MISSING_RED;

/** The card: photo (or initials) on the left, the banner, name, age, last seen, brand and number. */
export function cardLayout(facts: ShareFacts, site: ShareSite, hasPhoto: boolean): ImageLayout {
  const photoBox = { x: 0, y: 0, width: 440, height: CARD.height };
  const left = 480;
  const width = CARD.width - left - 40;
  const texts: string[] = [];
  const parts: string[] = [svgRect(0, 0, CARD.width, CARD.height, "#ffffff")];
  if (!hasPhoto) parts.push(svgInitialsBlock(facts.name, photoBox));

  parts.push(svgRect(photoBox.width, 0, CARD.width - photoBox.width, 124, bannerColour(facts)));
  parts.push(svgText(left, 94, statusWord(facts), { size: 84, bold: true, fill: "#ffffff" }));
  texts.push(statusWord(facts));
  // A strip under the banner, above the name's first line.
  const badge = policeBadge(facts);
  if (badge) {
    parts.push(svgRect(photoBox.width, 124, CARD.width - photoBox.width, 26, INK));
    parts.push(svgText(left, 144, badge, { size: 20, bold: true, fill: "#ffffff" }));
    texts.push(badge);
  }

  let y = 200;
  const name = svgParagraph(left, y, facts.name, {
    size: 54,
    bold: true,
    width,
    maxLines: 2,
    lineHeight: 62,
  });
  parts.push(name.svg);
  texts.push(...name.lines);
  y = name.y + 8;
  parts.push(svgText(left, y, ageText(facts.age), { size: 36, fill: INK }));
  texts.push(ageText(facts.age));
  y += 58;
  const place = svgParagraph(left, y, `Last seen: ${facts.lastLocation}`, {
    size: 30,
    fill: INK,
    width,
    maxLines: 2,
    lineHeight: 40,
  });
  parts.push(place.svg);
  texts.push(...place.lines);
  const when = formatGuyanaTime(facts.lastSeen);
  parts.push(svgText(left, place.y, when, { size: 26, fill: MUTED }));
  texts.push(when);

  // Above the footer: where to check that the alert is ours (one line, smaller if the address is long).
  const verify = verifyText(facts, site);
  if (verify) {
    parts.push(svgText(left, 520, verify, { size: fittedSize(verify, width, 20), fill: MUTED }));
    texts.push(verify);
  }

  // Footer: the brand, and the number to call, white on near-black.
  parts.push(svgRect(photoBox.width, 540, CARD.width - photoBox.width, 90, INK));
  const call = `Call ${site.emergencyPhone}`;
  const brand = svgParagraph(left, 597, site.brandName, {
    size: 26,
    bold: true,
    fill: "#ffffff",
    width: width - estimateSvgWidth(call, 30, true) - 24,
    maxLines: 1,
    lineHeight: 30,
  });
  parts.push(
    brand.svg,
    svgText(CARD.width - 40, 597, call, { size: 30, bold: true, fill: "#ffffff", anchor: "end" }),
  );
  texts.push(...brand.lines, call);
  return { svg: svgDocument(CARD.width, CARD.height, parts.join("")), photoBox, texts };
}

/** The portrait image: banner, large photo, every fact, and a QR code that opens the alert. */
export function portraitLayout(facts: ShareFacts, site: ShareSite, hasPhoto: boolean): ImageLayout {
  const { width: W, height: H } = PORTRAIT;
  const photoBox = { x: 200, y: 250, width: 680, height: 730 };
  const qrBox = { x: 60, y: 1640, width: 250, height: 250 };
  const centre = W / 2;
  const textWidth = W - 100;
  const texts: string[] = [];
  const parts: string[] = [svgRect(0, 0, W, H, "#ffffff")];

  parts.push(svgRect(0, 0, W, 210, bannerColour(facts)));
  parts.push(
    svgText(centre, 165, statusWord(facts), { size: 150, bold: true, fill: "#ffffff", anchor: "middle" }),
  );
  texts.push(statusWord(facts));
  // A strip between the banner and the photo.
  const badge = policeBadge(facts);
  if (badge) {
    parts.push(svgRect(0, 210, W, 34, INK));
    parts.push(svgText(centre, 237, badge, { size: 26, bold: true, fill: "#ffffff", anchor: "middle" }));
    texts.push(badge);
  }
  if (!hasPhoto) parts.push(svgInitialsBlock(facts.name, photoBox));

  const centred = { anchor: "middle" as const, width: textWidth, fill: INK };
  // Under the photo: where to check that the alert is ours.
  const verify = verifyText(facts, site);
  if (verify) {
    const size = fittedSize(verify, textWidth, 26);
    parts.push(
      svgText(centre, photoBox.y + photoBox.height + 36, verify, { size, fill: MUTED, anchor: "middle" }),
    );
    texts.push(verify);
  }
  let y = photoBox.y + photoBox.height + 116;
  const blocks: [
    string,
    { size: number; bold?: boolean; maxLines: number; lineHeight: number; gap: number },
  ][] = [
    [facts.name, { size: 72, bold: true, maxLines: 2, lineHeight: 82, gap: 4 }],
    [ageText(facts.age), { size: 44, maxLines: 1, lineHeight: 56, gap: 6 }],
    [`Last seen: ${facts.lastLocation}`, { size: 38, maxLines: 2, lineHeight: 48, gap: 0 }],
    [formatGuyanaTime(facts.lastSeen), { size: 34, maxLines: 1, lineHeight: 48, gap: 10 }],
    [facts.description, { size: 32, maxLines: 2, lineHeight: 42, gap: 4 }],
    [`Wearing: ${facts.clothing}`, { size: 32, maxLines: 2, lineHeight: 42, gap: 0 }],
  ];
  for (const [text, style] of blocks) {
    const block = svgParagraph(centre, y, text, { ...centred, ...style });
    parts.push(block.svg);
    texts.push(...block.lines);
    y = block.y + style.gap;
  }

  // Bottom: the QR code and the number to call, on a light band that prints as a frame.
  parts.push(svgRect(0, 1610, W, H - 1610, "#f3f4f6"), svgRect(0, 1610, W, 6, INK));
  parts.push(svgRect(qrBox.x - 6, qrBox.y - 6, qrBox.width + 12, qrBox.height + 12, "#ffffff"));
  const right = 360;
  // The number is never cut: a long one is drawn smaller.
  const phoneSize = Math.min(
    96,
    Math.floor((W - right - 40) / estimateSvgWidth(site.emergencyPhone, 1, true)),
  );
  const lines: [string, { size: number; bold?: boolean; fill?: string }, number][] = [
    [callToAction(facts), { size: 36, fill: INK }, 1690],
    [site.emergencyPhone, { size: phoneSize, bold: true, fill: INK }, 1790],
    ["Scan the code for the latest news", { size: 30, fill: MUTED }, 1840],
  ];
  for (const [text, style, baseline] of lines) {
    parts.push(svgText(right, baseline, text, style));
    texts.push(text);
  }
  const brand = svgParagraph(right, 1884, site.brandName, {
    size: 32,
    bold: true,
    fill: INK,
    width: W - right - 40,
    maxLines: 1,
    lineHeight: 32,
  });
  parts.push(brand.svg);
  texts.push(...brand.lines);
  return { svg: svgDocument(W, H, parts.join("")), photoBox, qrBox, texts };
}

/** The largest size up to `max` at which one line of text fits the width: never cut. */
function fittedSize(text: string, width: number, max: number): number {
  return Math.min(max, Math.floor(width / estimateSvgWidth(text, 1)));
}

/** The stored photo cut to fill a box (centred), as a composite layer. */
async function photoLayer(photo: Buffer, box: Box): Promise<OverlayOptions> {
  const sharp = await loadSharp();
  const input = await sharp(photo, { limitInputPixels: 40_000_000 })
    .resize(box.width, box.height, { fit: "cover" })
    .toBuffer();
  return { input, left: box.x, top: box.y };
}

async function render(
  size: { width: number; height: number },
  layout: ImageLayout,
  photo: Buffer | null,
  extra: OverlayOptions[],
  quality: number,
): Promise<Buffer> {
  const layers: OverlayOptions[] = [{ input: Buffer.from(layout.svg), left: 0, top: 0 }];
  if (photo) layers.push(await photoLayer(photo, layout.photoBox));
  layers.push(...extra);
  const sharp = await loadSharp();
  return sharp({ create: { ...size, channels: 3, background: "#ffffff" } })
    .composite(layers)
    .jpeg({ quality, mozjpeg: true })
    .toBuffer();
}

/** The card as a JPEG of at most CARD_MAX_BYTES (the quality steps down for a busy photo). */
export async function renderCard(facts: ShareFacts, site: ShareSite, photo: Buffer | null): Promise<Buffer> {
  const layout = cardLayout(facts, site, photo !== null);
  let jpeg: Buffer = Buffer.alloc(0);
  for (const quality of [82, 70, 58, 45, 30]) {
    jpeg = await render(CARD, layout, photo, [], quality);
    if (jpeg.length <= CARD_MAX_BYTES) return jpeg;
  }
  return jpeg;
}

/** The portrait share image as a JPEG, with the QR code to the alert page. */
export async function renderPortrait(
  facts: ShareFacts,
  site: ShareSite,
  photo: Buffer | null,
): Promise<Buffer> {
  const layout = portraitLayout(facts, site, photo !== null);
  const qrBox = layout.qrBox!;
  const qr = await qrPng(site.alertUrl, qrBox.width);
  return render(PORTRAIT, layout, photo, [{ input: qr, left: qrBox.x, top: qrBox.y }], 80);
}
