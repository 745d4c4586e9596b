import type { StaffAlert } from "../../../../shared/alerts";
import type { Db } from "../../db/client";
import { toStaffAlert } from "../alerts/alerts.shape";
import { listAllAlerts } from "./admin.repo";

export async function allAlerts(db: Db): Promise<StaffAlert[]> {
  return (await listAllAlerts(db)).map(toStaffAlert);
}
