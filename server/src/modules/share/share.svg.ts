// Small SVG builders for the share card and the share image. Every piece of text goes through
// escapeXml here, so a name like `Tom & "Jerry" <3` can never break (or inject into) the drawing.
import { escapeXml, estimateSvgWidth, initialsColour, initialsOf, wrapText } from "./share.text";

/** DejaVu Sans ships with the server's fontconfig (fc-list); sans-serif is the fallback. */
export const FONT_FAMILY = "DejaVu Sans, sans-serif";

export interface TextStyle {
  size: number;
  bold?: boolean;
  fill?: string;
  anchor?: "start" | "middle" | "end";
}

/** One line of text; its baseline is at y. */
export function svgText(x: number, y: number, text: string, style: TextStyle): string {
  const weight = style.bold ? "bold" : "normal";
  const anchor = style.anchor ?? "start";
  return `<text x="${x}" y="${y}" font-family="${FONT_FAMILY}" font-size="${style.size}" font-weight="${weight}" fill="${style.fill ?? "#111111"}" text-anchor="${anchor}">${escapeXml(text)}</text>`;
}

export const svgRect = (x: number, y: number, width: number, height: number, fill: string): string =>
  `<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="${fill}"/>`;

/** Lines of a paragraph laid out from a cursor; returns the SVG and the cursor after it. */
export function svgParagraph(
  x: number,
  y: number,
  text: string,
  style: TextStyle & { width: number; maxLines: number; lineHeight: number },
): { svg: string; lines: string[]; y: number } {
  const lines = wrapText(
    text,
    style.width,
    (t) => estimateSvgWidth(t, style.size, style.bold),
    style.maxLines,
  );
  const svg = lines.map((line, i) => svgText(x, y + i * style.lineHeight, line, style)).join("");
  return { svg, lines, y: y + lines.length * style.lineHeight };
}

/** The photo's place when there is no photo: the person's initials, white on a dark colour. */
export function svgInitialsBlock(name: string, box: { x: number; y: number; width: number; height: number }) {
  const size = Math.round(Math.min(box.width, box.height) * 0.42);
  return (
    svgRect(box.x, box.y, box.width, box.height, initialsColour(name)) +
    svgText(box.x + box.width / 2, box.y + box.height / 2 + size * 0.36, initialsOf(name), {
      size,
      bold: true,
      fill: "#ffffff",
      anchor: "middle",
    })
  );
}

export function svgDocument(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}
