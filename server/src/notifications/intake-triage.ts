import { intakeOf, policeConfirmationReasons } from "@shared/intake";

// What the report form's intake answers say about the response, for the level suggestion: the
// answers that point to danger (Red; near water is read by levels.ts nearWater), a vehicle (the search area grows as for a vehicle), and
// notes the moderator should read beside the choice (a custody order, gone missing before).

/** Under this age a child near bush or a main road is in danger by being there. */
const YOUNG_CHILD_NEAR_DANGER_AGE = 13;

export interface IntakeTriage {
  /** Reasons for Red. */
  red: string[];
  /** The report names a vehicle. */
  vehicle: boolean;
  /** What the moderator should know whatever the level. */
  notes: string[];
}

export function intakeTriage(report: { age: number; intake?: unknown }): IntakeTriage {
  const answers = intakeOf(report.intake);
  const triage: IntakeTriage = { red: [], vehicle: false, notes: [] };
  if (!answers) return triage;
  if (answers.needsMedication === "yes" || answers.medicalNeeds)
    triage.red.push("The reporter names a medical need or medication");
  if ((answers.nearBush || answers.nearMainRoad) && report.age < YOUNG_CHILD_NEAR_DANGER_AGE)
    triage.red.push(
      `A child under ${YOUNG_CHILD_NEAR_DANGER_AGE} near ${answers.nearBush ? "bush" : "a main road"}`,
    );
  triage.vehicle = Boolean(answers.vehicleMake || answers.vehiclePlate || answers.vehicleColour);
  if (triage.vehicle) triage.notes.push("The report names a vehicle");
  const police = policeConfirmationReasons({ age: report.age, intake: answers });
  if (answers.custodyOrder === "yes")
    triage.notes.push("Custody or protection order: publicity may put someone at risk");
  else if (answers.custodyOrder === "unknown")
    triage.notes.push("The reporter does not know whether there is a custody or protection order");
  if (police.length > 0) triage.notes.push(`Police confirmation required: ${police.join("; ")}`);
  if (answers.missingBefore === "yes") triage.notes.push("Has gone missing before");
  return triage;
}
