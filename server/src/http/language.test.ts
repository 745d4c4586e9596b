import fastifyCookie from "@fastify/cookie";
import Fastify, { type FastifyRequest } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { requestLanguage, withHtmlLang } from "./language";

const server = Fastify();
beforeAll(async () => {
  await server.register(fastifyCookie, { hook: false });
  await server.ready();
});

const request = (cookies: Record<string, string>, acceptLanguage?: string) => {
  const cookie = Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join("; ");
  return {
    server,
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(acceptLanguage ? { "accept-language": acceptLanguage } : {}),
    },
  } as unknown as FastifyRequest;
};

describe("the language of a page request", () => {
  it("is the one chosen in the picker (the lang cookie) before the browser's", () => {
    expect(requestLanguage(request({ lang: "pt" }, "es-VE,es;q=0.9"))).toBe("pt");
  });

  it("is the browser's best supported language without a choice, or with one the site does not have", () => {
    expect(requestLanguage(request({}, "es-VE,es;q=0.9,en;q=0.8"))).toBe("es");
    expect(requestLanguage(request({ lang: "fr" }, "fr-FR,pt-BR;q=0.7"))).toBe("pt");
    expect(requestLanguage(request({}, "fr-FR"))).toBe("en");
    expect(requestLanguage(request({}))).toBe("en");
  });

  it("is written in the page's <html lang>", () => {
    expect(withHtmlLang('<!doctype html>\n<html lang="en">\n<head>', "es")).toBe(
      '<!doctype html>\n<html lang="es">\n<head>',
    );
    expect(withHtmlLang('<html data-x="1" lang="en">', "pt")).toBe('<html data-x="1" lang="pt">');
  });
});
