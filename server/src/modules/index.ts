import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context";
import { adminRoutes } from "./admin/admin.routes";
import { alertRoutes } from "./alerts/alerts.routes";
import { alertAreaRoutes } from "./alerts/area.routes";
import { caseRoutes } from "./alerts/case.routes";
import { drillRoutes } from "./alerts/drill.routes";
import { alertReviewRoutes } from "./alerts/review.routes";
import { alertSharingRoutes } from "./alerts/sharing.routes";
import { analyticsRoutes } from "./analytics/analytics.routes";
import { authRoutes } from "./auth/auth.routes";
import { capRoutes } from "./cap/cap.routes";
import { chatRoutes } from "./chat/chat.routes";
import { geocodeRoutes } from "./geocode/geocode.routes";
import { healthRoutes } from "./health/health.routes";
import { moderationRoutes } from "./moderation/moderation.routes";
import { photoRoutes } from "./photos/photos.routes";
import { policeRoutes } from "./police/police.routes";
import { problemReportRoutes } from "./problem-reports/problem-reports.routes";
import { pushRoutes } from "./push/push.routes";
import { safeRequestRoutes } from "./safe-requests/safe-requests.routes";
import { screenRoutes } from "./screens/screens.routes";
import { settingsRoutes } from "./settings/settings.routes";
import { shareRoutes } from "./share/share.routes";
import { sightingReviewRoutes } from "./sightings/review.routes";
import { sightingRoutes } from "./sightings/sightings.routes";
import { siteRoutes } from "./site/site.routes";
import { staffRoutes } from "./staff/staff.routes";
import { subscriberRoutes } from "./subscribers/subscribers.routes";
import { verifyRoutes } from "./verify/verify.routes";
import { webhookRoutes } from "./webhooks/webhooks.routes";

export type RouteModule = (app: FastifyInstance, ctx: AppContext) => Promise<void>;

/** Every module's routes, in one list so app.ts and the route-protection test see the same set. */
export const routeModules: RouteModule[] = [
  healthRoutes,
  siteRoutes,
  photoRoutes,
  geocodeRoutes,
  alertRoutes,
  alertReviewRoutes,
  alertAreaRoutes,
  alertSharingRoutes,
  caseRoutes,
  drillRoutes,
  sightingRoutes,
  sightingReviewRoutes,
  subscriberRoutes,
  authRoutes,
  moderationRoutes,
  adminRoutes,
  staffRoutes,
  analyticsRoutes,
  chatRoutes,
  settingsRoutes,
  webhookRoutes,
  capRoutes,
  shareRoutes,
  problemReportRoutes,
  safeRequestRoutes,
  policeRoutes,
  pushRoutes,
  verifyRoutes,
  screenRoutes,
];
