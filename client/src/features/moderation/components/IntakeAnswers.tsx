import { ANSWER_LABELS, type IntakeAnswers as Answers, type YesNoUnknown } from "@shared/intake";
import { Detail } from "./Detail";

const answer = (value: YesNoUnknown | null) => (value ? ANSWER_LABELS[value] : null);

/** Every intake answer the reporter gave, for the moderator; unanswered questions are left out. */
export function IntakeAnswers({ intake }: { intake: Answers | null }) {
  if (!intake) return null;
  const near = [intake.nearWater && "water", intake.nearBush && "bush", intake.nearMainRoad && "a main road"]
    .filter(Boolean)
    .join(", ");
  const vehicle = [
    intake.vehicleMake,
    intake.vehicleColour,
    intake.vehiclePlate && `plate ${intake.vehiclePlate}`,
  ]
    .filter(Boolean)
    .join(", ");
  const police = [
    answer(intake.policeReportMade),
    intake.policeStation && `station ${intake.policeStation}`,
    intake.policeIncidentNumber && `incident ${intake.policeIncidentNumber}`,
    intake.policeOfficer && `officer ${intake.policeOfficer}`,
  ]
    .filter(Boolean)
    .join(", ");
  const rows: [string, string | null][] = [
    ["Medical needs or medication", intake.medicalNeeds],
    ["Needs medication", answer(intake.needsMedication)],
    ["Last seen near", near || null],
    ["Gone missing before", answer(intake.missingBefore)],
    ["Last seen with", intake.lastSeenWith],
    ["Vehicle", vehicle || null],
    ["Custody or protection order", answer(intake.custodyOrder)],
    ["Reporter is the legal guardian", answer(intake.legalGuardian)],
    ["Reported to the police", police || null],
  ];
  return (
    <section aria-label="Intake answers" className="rounded-md bg-gray-50 p-3">
      <h4 className="mb-1 text-sm font-semibold text-gray-900">Intake answers (staff only)</h4>
      <dl className="space-y-1">
        {rows
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <Detail key={label} label={label}>
              {value}
            </Detail>
          ))}
      </dl>
    </section>
  );
}
