import { SITE_CONFIG_ELEMENT_ID, type SiteConfig } from "../../../../shared/site";

/**
 * JSON that is safe inside a <script> element: no `<`, `>` or `&` (so no `</script>` or `<!--`
 * breakout) and no U+2028/U+2029. JSON.parse reads the \u escapes back as the same characters.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

function escapeHtmlText(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** The document title on the first response: the brand, before any script runs. */
export function siteTitle(site: SiteConfig): string {
  return `${site.brandName} — Missing Person Alerts, Guyana`;
}

/**
 * index.html as served: the public site configuration (what GET /api/config/site returns) as a
 * JSON script tag for the first paint, and the brand in <title>. Values come from the operator's
 * environment and are escaped all the same.
 */
export function renderSiteIndexHtml(html: string, site: SiteConfig): string {
  const tag = `<script type="application/json" id="${SITE_CONFIG_ELEMENT_ID}">${scriptSafeJson(site)}</script>`;
  const titled = html.replace(
    /<title>[^<]*<\/title>/i,
    () => `<title>${escapeHtmlText(siteTitle(site))}</title>`,
  );
  // A replacer function, so `$` in the values is never read as a replacement pattern.
  if (/<\/head>/i.test(titled)) return titled.replace(/<\/head>/i, () => `  ${tag}\n  </head>`);
  if (/<body[^>]*>/i.test(titled)) return titled.replace(/<body[^>]*>/i, (body) => `${body}${tag}`);
  return titled.replace(/^(<!doctype[^>]*>)?/i, (doctype) => `${doctype}${tag}`);
}
