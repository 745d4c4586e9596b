import type { PoliceCaseView, PoliceLinkSent } from "@shared/intake";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { acceptEmptyJsonBodies, actorOf, positiveIdParam } from "../../http/request";
import {
  confirmAsStaff,
  confirmByLink,
  getCaseForLink,
  listCasesAwaitingPolice,
  requestPoliceLink,
  sendLinksForFlaggedReports,
  toPoliceCaseView,
} from "./police.service";

/** A link is a long random token; this only stops a script from hammering the endpoint. */
const LINK_RATE_LIMIT = { max: 30, timeWindow: "10 minutes" };

type IdParams = { Params: { id: string } };
type TokenParams = { Params: { token: string } };

export async function policeRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  acceptEmptyJsonBodies(app);
  const off = sendLinksForFlaggedReports(ctx, app.log);
  app.addHook("onClose", async () => off());

  // A police liaison (or an admin) confirms a case in one step: station, incident number, officer.
  app.post<IdParams>(
    "/api/alerts/:id/police-confirmation",
    { config: { access: "police" } },
    async (request): Promise<PoliceCaseView> =>
      toPoliceCaseView(
        await confirmAsStaff(ctx, positiveIdParam(request.params.id), request.body, actorOf(request)),
      ),
  );

  // A moderator's "Request police confirmation": a new single-use link to the police address.
  app.post<IdParams>(
    "/api/alerts/:id/police-confirmation/request",
    { config: { access: "moderator" } },
    async (request): Promise<PoliceLinkSent> =>
      requestPoliceLink(ctx, positiveIdParam(request.params.id), actorOf(request), request.log),
  );

  // The police screen: open reports waiting for a confirmation. Case details: never kept.
  app.get("/api/police/cases", { config: { access: "police" } }, async (_request, reply) => {
    reply.header("cache-control", "private, no-store");
    return listCasesAwaitingPolice(ctx);
  });

  // The e-mailed link's page: the link is the credential (single use, expires).
  app.get<TokenParams>(
    "/api/police-confirmation/:token",
    { config: { access: "public", rateLimit: LINK_RATE_LIMIT } },
    async (request, reply): Promise<PoliceCaseView> => {
      reply.header("cache-control", "private, no-store");
      return getCaseForLink(ctx, request.params.token);
    },
  );

  app.post<TokenParams>(
    "/api/police-confirmation/:token",
    { config: { access: "public", rateLimit: LINK_RATE_LIMIT } },
    async (request, reply): Promise<PoliceCaseView> => {
      reply.header("cache-control", "private, no-store");
      return confirmByLink(ctx, request.params.token, request.body);
    },
  );
}
