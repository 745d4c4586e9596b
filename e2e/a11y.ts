import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** Leaflet's own attribution control: checked with the maps component, not on every page. */
export const LEAFLET_ATTRIBUTION = ".leaflet-control-attribution";

/**
 * The serious and critical accessibility violations axe finds on the page as it is now, one
 * "rule: help (elements)" line each. wcagOnly: only the WCAG 2.0/2.1 A and AA rules.
 */
export async function seriousViolations(
  page: Page,
  options: { wcagOnly?: boolean; exclude?: string } = {},
): Promise<string[]> {
  let builder = new AxeBuilder({ page });
  if (options.wcagOnly) builder = builder.withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]);
  if (options.exclude) builder = builder.exclude(options.exclude);
  const results = await builder.analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}
