import { SUBSCRIBER_GOAL } from "@shared/constants";

/** Which supportive line (homeMore.supporters) goes under a supporter's name: its own for people in Guyana. */
export function supportiveLine(location: string | null | undefined): "guyana" | "helping" {
  return location && /guyana/i.test(location) ? "guyana" : "helping";
}

/** Progress toward the goal in percent, capped at 100. */
export function goalProgress(count: number, goal: number = SUBSCRIBER_GOAL): number {
  if (!Number.isFinite(count) || count <= 0) return 0;
  return Math.min(100, (count / goal) * 100);
}

export function initialOf(name: string): string {
  return (name.trim()[0] ?? "?").toUpperCase();
}

/** The percentage as text: enough decimals that a young network does not read "0.0%". */
/**
 * A count with thousands separators ("12,345"), without Intl.NumberFormat: a page's first
 * NumberFormat loads the locale's number data, a long task on a cheap phone for a comma.
 */
export function formatCount(n: number): string {
  const sign = n < 0 ? "-" : "";
  return sign + String(Math.trunc(Math.abs(n))).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

export function formatProgress(percent: number): string {
  if (percent >= 10 || percent === 0) return `${percent.toFixed(1).replace(/\.0$/, "")}%`;
  return `${percent < 1 ? percent.toFixed(2) : percent.toFixed(1)}%`;
}
