import { randomUUID } from "node:crypto";
import { parseIdempotencyKey } from "@shared/idempotency";
import { parsePositiveId } from "@shared/ids";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { AppContext } from "../../context";
import { AppError } from "../../errors";
import { getPublicAlertView } from "../alerts/alerts.service";
import { SIGHTING_RATE_LIMIT } from "../sightings/sightings.routes";
import { createSighting } from "../sightings/sightings.service";
import {
  checkSightingForm,
  type FormBody,
  FULL_PAGE_COOKIE,
  sightingFormValues,
  textPageLanguage,
} from "./text-page.form";
import { emptySightingForm, renderTextPage, type SightingFormState, textPagePath } from "./text-page.html";
import { TEXT_PAGE_WORDS } from "./text-page.words";

// /alert/{id}/text: the alert without JavaScript, for the slowest phones (SMS messages link here),
// with a sighting form that is a plain HTML form posting to /alert/{id}/text/sighting.

/** The page depends on the language (a cookie, Accept-Language or ?lang=) besides the encoding. */
const PAGE_VARY = "accept-language, cookie";

/** A form post is a few kilobytes at most (a description is at most 4,000 characters). */
const FORM_BODY_LIMIT_BYTES = 64 * 1024;

/** The full page stays chosen for a year, on this phone. */
const FULL_PAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 3600;

interface PageOptions {
  showPhoto?: boolean;
  form?: Partial<SightingFormState>;
}

export async function textPageRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const site = ctx.config.site;

  /** The public's view of the alert, or null where the alert page would say "Alert Not Found". */
  const viewOf = async (id: number | null) => {
    if (id === null) return null;
    try {
      return (await getPublicAlertView(ctx, id)).view;
    } catch (error) {
      if (error instanceof AppError && error.kind === "not_found") return null;
      throw error;
    }
  };

  async function sendPage(
    request: FastifyRequest,
    reply: FastifyReply,
    rawId: string,
    status: number,
    options: PageOptions = {},
  ) {
    const id = parsePositiveId(rawId);
    const view = await viewOf(id);
    const language = textPageLanguage(request);
    const html = renderTextPage({
      id: id ?? 0,
      view,
      words: TEXT_PAGE_WORDS[language],
      language,
      site,
      showPhoto: options.showPhoto ?? false,
      form: {
        values: options.form?.values ?? emptySightingForm(),
        errors: options.form?.errors ?? {},
        notice: options.form?.notice ?? null,
        key: options.form?.key ?? randomUUID(),
      },
    });
    return reply
      .status(view ? status : 404)
      .header("cache-control", "no-cache")
      .header("vary", PAGE_VARY)
      .type("text/html; charset=utf-8")
      .send(html);
  }

  // Form posts are read only here (this plugin's scope); the API takes JSON alone.
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: FORM_BODY_LIMIT_BYTES },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  // The form's answers are pages too: a refused or failed post shows the page again with why,
  // and what was typed, instead of a JSON error the phone would show as text.
  app.setErrorHandler(async (error: FastifyError | AppError, request, reply) => {
    const status =
      error instanceof AppError
        ? error.kind === "rate_limited"
          ? 429
          : 500
        : error.statusCode && error.statusCode >= 400
          ? error.statusCode
          : 500;
    if (status >= 500) request.log.error({ err: error }, "text page failed");
    if (error instanceof AppError && error.retryAfterSeconds !== undefined)
      reply.header("retry-after", String(error.retryAfterSeconds));
    const words = TEXT_PAGE_WORDS[textPageLanguage(request)];
    const body = request.body && typeof request.body === "object" ? (request.body as FormBody) : null;
    const { id } = request.params as { id: string };
    return sendPage(request, reply, id, status, {
      form: {
        ...(body && { values: sightingFormValues(body) }),
        notice: { kind: "problem", text: status === 429 ? words.tooManyReports : words.notSent },
      },
    });
  });

  app.get<{ Params: { id: string }; Querystring: { photo?: string; sent?: string } }>(
    "/alert/:id/text",
    async (request, reply) => {
      const words = TEXT_PAGE_WORDS[textPageLanguage(request)];
      return sendPage(request, reply, request.params.id, 200, {
        showPhoto: request.query.photo === "1",
        form: request.query.sent === "1" ? { notice: { kind: "sent", text: words.sent } } : {},
      });
    },
  );

  // The form's address, opened rather than posted to (a reload, a shared link): the page itself.
  app.get<{ Params: { id: string } }>("/alert/:id/text/sighting", async (request, reply) =>
    reply.redirect(`${textPagePath(Number(parsePositiveId(request.params.id) ?? 0))}#sighting`, 303),
  );

  app.post<{ Params: { id: string } }>(
    "/alert/:id/text/sighting",
    // The form's text is checked here, so a stray control character is shown beside its field.
    { config: { rateLimit: SIGHTING_RATE_LIMIT, cleansBodyText: true } },
    async (request, reply) => {
      const id = parsePositiveId(request.params.id);
      const language = textPageLanguage(request);
      const words = TEXT_PAGE_WORDS[language];
      const body = (request.body && typeof request.body === "object" ? request.body : {}) as FormBody;
      const key = parseIdempotencyKey(body.key ?? "") ?? undefined;
      if (id === null) return sendPage(request, reply, request.params.id, 404);
      const form = checkSightingForm(body, { alertId: id, words });
      if (!form.input) {
        return sendPage(request, reply, request.params.id, 400, {
          form: { values: form.values, errors: form.errors, notice: problem(words.fixFields), key },
        });
      }
      try {
        await createSighting(ctx, form.input, { isStaff: false }, key);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        if (error.kind === "not_found") return sendPage(request, reply, request.params.id, 404);
        if (error.kind === "invalid" && error.field === "sightingTime") {
          return sendPage(request, reply, request.params.id, 400, {
            form: {
              values: form.values,
              errors: { time: words.timeInFuture },
              notice: problem(words.fixFields),
              key,
            },
          });
        }
        // The key came with another sighting (a form kept from before, edited): this is a new one.
        if (error.kind === "conflict") await createSighting(ctx, form.input, { isStaff: false });
        else throw error;
      }
      // Post, redirect, get: a reload of the thanks does not send the sighting again.
      return reply.redirect(`${textPagePath(id)}?sent=1&lang=${language}#sighting`, 303);
    },
  );

  // "Full page (uses more data)": remembered on this phone, so Save-Data no longer sends its
  // alert pages to the text page.
  app.get<{ Params: { id: string } }>("/alert/:id/full", async (request, reply) => {
    const id = parsePositiveId(request.params.id);
    reply.setCookie(FULL_PAGE_COOKIE, "1", {
      path: "/",
      maxAge: FULL_PAGE_COOKIE_MAX_AGE_SECONDS,
      sameSite: "lax",
      httpOnly: true,
      secure: site.publicUrl.startsWith("https:"),
    });
    return reply
      .header("cache-control", "no-store")
      .redirect(id === null ? "/active-alerts" : `/alert/${id}`, 303);
  });
}

const problem = (text: string) => ({ kind: "problem" as const, text });
