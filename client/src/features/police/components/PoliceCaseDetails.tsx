import { ANSWER_LABELS, type PoliceCaseView } from "@shared/intake";
import type { ReactNode } from "react";
import { formatDateTime } from "@/lib/datetime";

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="text-sm">
      <dt className="inline font-semibold text-gray-900">{label}: </dt>
      <dd className="inline whitespace-pre-line text-gray-700">{children}</dd>
    </div>
  );
}

/** What an officer needs to find and confirm a case: who, where and when, who reported it and why we ask. */
export function PoliceCaseDetails({ view }: { view: PoliceCaseView }) {
  const family = view.familyPoliceReport;
  const familyReport = [
    family.station && `station ${family.station}`,
    family.incidentNumber && `incident ${family.incidentNumber}`,
    family.officer && `officer ${family.officer}`,
  ]
    .filter(Boolean)
    .join(", ");
  return (
    <div className="space-y-3">
      <div className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
        We publish this case only once the police confirm it
        {view.reasons.length > 0 ? `: ${view.reasons.join("; ")}.` : "."}
      </div>
      <dl className="space-y-1">
        <Row label="Case">#{view.alertId}</Row>
        <Row label="Missing person">
          {view.name}, {view.age} years
        </Row>
        <Row label="Last seen">
          {view.lastLocation}, {formatDateTime(view.lastSeen)}
        </Row>
        <Row label="Description">{view.description}</Row>
        {view.circumstances && <Row label="Circumstances">{view.circumstances}</Row>}
        {view.lastSeenWith && <Row label="Last seen with">{view.lastSeenWith}</Row>}
      </dl>
      <dl className="space-y-1 rounded-md bg-gray-50 p-3">
        <Row label="Reported by">
          {view.reporterName} ({view.reporterRelationship}), {view.reporterPhone}
        </Row>
        <Row label="Legal guardian">
          {view.legalGuardian ? ANSWER_LABELS[view.legalGuardian] : "Not answered"}
        </Row>
        <Row label="Custody or protection order">
          {view.custodyOrder ? ANSWER_LABELS[view.custodyOrder] : "Not answered"}
        </Row>
        <Row label="Police report the family gave">{familyReport || "None"}</Row>
        <Row label="Reported">{formatDateTime(view.createdAt)}</Row>
      </dl>
    </div>
  );
}
