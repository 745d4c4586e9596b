import { intakeOf, policeConfirmationReasons, policeConfirmationRequiredMessage } from "@shared/intake";
import { conflict } from "../../errors";
import type { AlertRow } from "./alerts.repo";

/**
 * A case that may involve custody or domestic violence (a custody or protection order, a
 * reporter who is not the guardian), or an adult, who has the right to be missing, is published
 * only once the police have confirmed it: until then verify and approve answer 409 naming why.
 */
export function assertPoliceConfirmedIfRequired(
  row: Pick<AlertRow, "age" | "intake" | "policeConfirmedAt">,
): void {
  if (row.policeConfirmedAt) return;
  const reasons = policeConfirmationReasons({ age: row.age, intake: intakeOf(row.intake) });
  if (reasons.length > 0) throw conflict(policeConfirmationRequiredMessage(reasons));
}
