import {
  answerProblemReportInputSchema,
  type CreateProblemReportResult,
  createProblemReportInputSchema,
  listProblemReportsQuerySchema,
  type ProblemReportList,
  type StaffProblemReport,
} from "@shared/problem-reports";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { acceptEmptyJsonBodies, actorOf, positiveIdParam } from "../../http/request";
import { REPORT_RATE_LIMIT } from "../alerts/alerts.routes";
import {
  answerReport,
  closeReport,
  fileProblemReport,
  listForStaff,
  takeDownFromReport,
} from "./problem-reports.service";

type IdParams = { Params: { id: string } };

export async function problemReportRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  acceptEmptyJsonBodies(app);

  // "Report a problem with this alert": public, limited like the report form.
  app.post<IdParams>(
    "/api/alerts/:id/problem-reports",
    { config: { access: "public", rateLimit: REPORT_RATE_LIMIT } },
    async (request, reply): Promise<CreateProblemReportResult> => {
      const alertId = positiveIdParam(request.params.id);
      const input = createProblemReportInputSchema.parse(request.body);
      const result = await fileProblemReport(ctx, alertId, input);
      reply.status(201);
      return result;
    },
  );

  // The staff queue: requesters' contacts, so never kept by a browser.
  app.get(
    "/api/problem-reports",
    { config: { access: "moderator" } },
    async (request, reply): Promise<ProblemReportList> => {
      const { status } = listProblemReportsQuerySchema.parse(request.query);
      reply.header("cache-control", "private, no-store");
      return listForStaff(ctx, status);
    },
  );

  app.post<IdParams>(
    "/api/problem-reports/:id/take-down",
    { config: { access: "moderator" } },
    async (request, reply): Promise<StaffProblemReport> => {
      reply.header("cache-control", "private, no-store");
      return takeDownFromReport(ctx, positiveIdParam(request.params.id), actorOf(request));
    },
  );

  app.post<IdParams>(
    "/api/problem-reports/:id/answer",
    { config: { access: "moderator" } },
    async (request, reply) => {
      const id = positiveIdParam(request.params.id);
      const { answer } = answerProblemReportInputSchema.parse(request.body);
      reply.header("cache-control", "private, no-store");
      return answerReport(ctx, request.log, id, answer, actorOf(request));
    },
  );

  app.post<IdParams>(
    "/api/problem-reports/:id/close",
    { config: { access: "moderator" } },
    async (request, reply): Promise<StaffProblemReport> => {
      reply.header("cache-control", "private, no-store");
      return closeReport(ctx, positiveIdParam(request.params.id), actorOf(request));
    },
  );
}
