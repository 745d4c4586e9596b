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
 * Every response (pages, static files, API, errors, 404s) carries the headers, set before any
 * other hook runs: helmet's whole set, or on /api/ the API's set.
 */
export async function installSecurityHeaders(
  app: FastifyInstance,
  options: FastifyHelmetOptions,
): Promise<void> {
  const pages = await securityHeaders(options);
  const api = apiSecurityHeaders(pages);
  app.addHook("onRequest", (request, reply, done) => {
    reply.headers(request.url.startsWith("/api/") ? api : pages);
    done();
  });
}
