// The text colour on a level's badge. Its own small module: the alert page's first load needs it,
// not the default styles.

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function luminance(hex: string): number | null {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) return null;
  const [r, g, b] = match.slice(1).map((h) => channel(Number.parseInt(h, 16)));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/**
 * White or near-black text on a level's colour, whichever contrasts more (WCAG's contrast
 * ratio): an admin may choose a light colour.
 */
export function textColourOn(background: string): "#ffffff" | "#111827" {
  const l = luminance(background);
  if (l === null) return "#ffffff";
  const onWhite = 1.05 / (l + 0.05);
  const onDark = (l + 0.05) / (luminance("#111827")! + 0.05);
  return onWhite >= onDark ? "#ffffff" : "#111827";
}
