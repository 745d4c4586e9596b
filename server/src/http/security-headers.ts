import fastifyHelmet, { type FastifyHelmetOptions } from "@fastify/helmet";
import Fastify, { type FastifyInstance } from "fastify";

/**
 * Helmet's security headers, worked out once. @fastify/helmet builds a new helmet middleware for
 * every request (parsing the CSP directives each time: about a tenth of the server's CPU on
 * a cached public read), although without nonces the headers are the same for every response.
 * So helmet answers one request on a probe app at start-up, and every response gets what it
 * set (the headers a probe without helmet does not send).
 */
export async function securityHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const answer = async (withHelmet: boolean) => {
    const probe = Fastify({ logger: false });
    if (withHelmet) await probe.register(fastifyHelmet, options);
    probe.get("/", async () => "");
    const response = await probe.inject({ method: "GET", url: "/" });
    await probe.close();
    return response.headers;
  };
  const [plain, helmeted] = [await answer(false), await answer(true)];
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(helmeted)) {
    if (name in plain || value === undefined) continue;
    headers[name] = Array.isArray(value) ? value.join(", ") : String(value);
  }
  return headers;
}

/**
 * What an API response needs (OWASP REST Security): it is data, never a page, so nothing may
 * run, load or frame it (`default-src 'none'; frame-ancestors 'none'`), no type sniffing, other
 * sites' pages may not read it (CORP), and HTTPS stays pinned. The rest of helmet's set
 * (cross-origin opener policy, agent cluster, DNS prefetch, download and XSS-filter switches, the
 * page's own CSP) governs documents, and would be a third of every small JSON answer's bytes.
 */
export function apiSecurityHeaders(pageHeaders: Record<string, string>): Record<string, string> {
  const kept = [
    "cross-origin-resource-policy",
    "referrer-policy",
    "strict-transport-security",
    "x-content-type-options",
  ];
  const headers: Record<string, string> = {
    "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
  };
  for (const name of kept) if (pageHeaders[name]) headers[name] = pageHeaders[name];
  return headers;
}

/**
 * The pages that show what only a moderator or one subscriber may see (staff screens, a personal
 * link, a police confirmation link, a partner's alert screen link): they keep the cross-origin
 * opener policy, so no other site's window keeps a hold on them.
 */
const GUARDED_PAGES = /^\/(admin|verification|unsubscribe|police|police-confirm|screen)(\/|\?|$)/;

/**
 * The public pages and the files they load, without the cross-origin opener policy. Arriving from
 * another page (a WhatsApp link, a search, a new tab) at a page with `same-origin` makes the
 * browser start the page in a new, cold process; measured on the public pages (Lighthouse mobile,
 * this machine) that added blocked main thread at every first load and multiplied the Total
 * Blocking Time (docs/decisions/018). What they show is
 * public, their links to other sites open with rel="noopener", and the API answers keep their
 * own headers.
 */
export function publicPageSecurityHeaders(pageHeaders: Record<string, string>): Record<string, string> {
  const { "cross-origin-opener-policy": _opener, ...rest } = pageHeaders;
  return rest;
}

/**
 * Every response (pages, static files, API, errors, 404s) carries the headers, set before any
 * other hook runs: helmet's whole set on staff and personal pages, the same without the opener
 * policy on the public pages and static files, and on /api/ the API's set.
 */
export async function installSecurityHeaders(
  app: FastifyInstance,
  options: FastifyHelmetOptions,
): Promise<void> {
  const guarded = await securityHeaders(options);
  const api = apiSecurityHeaders(guarded);
  const pages = publicPageSecurityHeaders(guarded);
  app.addHook("onRequest", (request, reply, done) => {
    const { url } = request;
    reply.headers(url.startsWith("/api/") ? api : GUARDED_PAGES.test(url) ? guarded : pages);
    done();
  });
}
