import type { StaffAlert } from "@shared/alerts";
import type { AppContext } from "../../context";
import { staffAlertViews } from "../alerts/alerts.service";
import { listAllAlerts } from "./admin.repo";

export async function allAlerts(ctx: AppContext): Promise<StaffAlert[]> {
  return staffAlertViews(ctx, await listAllAlerts(ctx.database.db));
}
