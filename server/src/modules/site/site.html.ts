import { SERVER_RENDER_STATE_ELEMENT_ID, type ServerRenderedPage } from "@shared/server-rendering";
import { SITE_CONFIG_ELEMENT_ID, type SiteConfig } from "@shared/site";
import type { PageMeta } from "./page-meta";

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

/** Where each response's own <title>, description and preview tags go (renderPageHtml). */
export const PAGE_META_MARKER = "<!--page-meta-->";

/**
 * index.html as built, rendered once per build: the public site configuration (what
 * GET /api/config/site returns) as a JSON script tag for the first paint, and a marker in place
 * of the build's <title> and description, which every response fills with its page's own.
 * Values come from the operator's environment and are escaped all the same.
 */
export function renderSiteIndexHtml(html: string, site: SiteConfig): string {
  const tag = `<script type="application/json" id="${SITE_CONFIG_ELEMENT_ID}">${scriptSafeJson(site)}</script>`;
  // Replacer functions, so `$` in the values is never read as a replacement pattern.
  const withoutTitle = html
    .replace(/\s*<meta\s+name="description"[^>]*>/i, "")
    .replace(/<title>[^<]*<\/title>/i, () => PAGE_META_MARKER);
  const marked = withoutTitle.includes(PAGE_META_MARKER)
    ? withoutTitle
    : withoutTitle.replace(/<head[^>]*>/i, (head) => `${head}${PAGE_META_MARKER}`);
  if (/<\/head>/i.test(marked)) return marked.replace(/<\/head>/i, () => `  ${tag}\n  </head>`);
  if (/<body[^>]*>/i.test(marked)) return marked.replace(/<body[^>]*>/i, (body) => `${body}${tag}`);
  return marked.replace(/^(<!doctype[^>]*>)?/i, (doctype) => `${doctype}${tag}`);
}

/** The page's <title>, description, canonical link and Open Graph / Twitter card tags. */
export function pageMetaTags(meta: PageMeta): string {
  const property = (name: string, content: string | number) =>
    `<meta property="${name}" content="${escapeHtmlText(String(content))}" />`;
  const named = (name: string, content: string) =>
    `<meta name="${name}" content="${escapeHtmlText(content)}" />`;
  return [
    `<title>${escapeHtmlText(meta.title)}</title>`,
    named("description", meta.description),
    `<link rel="canonical" href="${escapeHtmlText(meta.url)}" />`,
    property("og:type", meta.type),
    property("og:site_name", meta.siteName),
    property("og:title", meta.title),
    property("og:description", meta.description),
    property("og:url", meta.url),
    property("og:image", meta.image.url),
    property("og:image:type", meta.image.type),
    property("og:image:width", meta.image.width),
    property("og:image:height", meta.image.height),
    property("og:image:alt", meta.image.alt),
    named("twitter:card", meta.twitterCard),
    named("twitter:title", meta.title),
    named("twitter:description", meta.description),
    named("twitter:image", meta.image.url),
    named("twitter:image:alt", meta.image.alt),
    ...(meta.preloadPhoto
      ? [
          `<link rel="preload" as="image" type="image/webp" fetchpriority="high" imagesrcset="${escapeHtmlText(meta.preloadPhoto.srcset)}" imagesizes="${escapeHtmlText(meta.preloadPhoto.sizes)}" />`,
        ]
      : []),
    // use-credentials: the page's own fetch sends cookies (lib/api-client.ts), and a preload is
    // only used by a request made in the same credentials mode.
    ...(meta.preloadJson ?? []).map(
      (path) =>
        `<link rel="preload" as="fetch" href="${escapeHtmlText(path)}" crossorigin="use-credentials" />`,
    ),
  ].join("\n    ");
}

/** One response's HTML: the rendered index with its page's tags in place of the marker. */
export function renderPageHtml(indexHtml: string, meta: PageMeta): string {
  return indexHtml.replace(PAGE_META_MARKER, () => pageMetaTags(meta));
}

/** The empty element the client renders into (client/index.html). */
const EMPTY_ROOT = /<div id="root"><\/div>/;

/**
 * A server-rendered page (docs/decisions/018): the app's markup in the root element and the data
 * it was rendered from beside it, for the browser to take it over. The page's code is fetched at
 * low priority: the content is already there, and on a slow connection the photo and the styles
 * it needs should not share the line with code that only makes it interactive. Its JSON preloads
 * are left out (the data is in the page).
 */
export function renderServerRenderedPageHtml(
  indexHtml: string,
  meta: PageMeta,
  page: ServerRenderedPage,
): string {
  const state = `<script type="application/json" id="${SERVER_RENDER_STATE_ELEMENT_ID}">${scriptSafeJson(page.state)}</script>`;
  return renderPageHtml(indexHtml, { ...meta, preloadJson: [] })
    .replace(EMPTY_ROOT, () => `<div id="root">${page.html}</div>${state}`)
    .replace(/<script type="module"(?![^>]*fetchpriority)/g, '<script type="module" fetchpriority="low"')
    .replace(
      /<link rel="modulepreload"(?![^>]*fetchpriority)/g,
      '<link rel="modulepreload" fetchpriority="low"',
    );
}
