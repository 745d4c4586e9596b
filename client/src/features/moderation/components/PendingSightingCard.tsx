import type { PendingSighting } from "@shared/moderation";
import type { SightingSource } from "@shared/sightings";
import { Check } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Badge, Card } from "@/components/ui/card";
import { formatDateTime } from "@/lib/datetime";
import { Detail } from "./Detail";

/** How a sighting that did not come from the web forms arrived (a reply to an alert text). */
const SOURCE_LABEL: Record<SightingSource, string | null> = {
  web: null,
  sms: "by SMS",
  whatsapp: "by WhatsApp",
};

/** A sighting waiting for review, with the case it belongs to. */
export function PendingSightingCard({
  sighting,
  busy,
  onVerify,
}: {
  sighting: PendingSighting;
  busy: boolean;
  onVerify: () => void;
}) {
  const headingId = `pending-sighting-${sighting.id}`;
  return (
    <Card
      className="overflow-hidden"
      data-testid="pending-sighting"
      aria-labelledby={headingId}
      role="article"
    >
      <div className="flex flex-wrap items-center gap-2 border-b border-blue-200 bg-blue-50 px-4 py-2">
        <Badge tone="blue">SIGHTING REPORT</Badge>
        <Badge tone="gray">Case #{sighting.alertId}</Badge>
        {SOURCE_LABEL[sighting.source] && <Badge tone="green">{SOURCE_LABEL[sighting.source]}</Badge>}
      </div>
      <div className="space-y-3 p-4">
        <h3 id={headingId} className="text-lg font-bold text-gray-900">
          Related to: {sighting.alertName}, {sighting.alertAge} years
        </h3>
        <dl className="space-y-1">
          <Detail label="Location">{sighting.location}</Detail>
          <Detail label="Time">{formatDateTime(sighting.sightingTime)}</Detail>
          <Detail label="Description">{sighting.description}</Detail>
        </dl>
        <dl className="space-y-1 rounded-md bg-gray-50 p-3">
          <Detail label="Reporter">{sighting.reporterName || "Anonymous"}</Detail>
          <Detail label="Contact">{sighting.reporterContact || "Not provided"}</Detail>
          <Detail label="Submitted">{formatDateTime(sighting.createdAt)}</Detail>
        </dl>
        <Button variant="success" onClick={onVerify} disabled={busy}>
          <Check className="h-4 w-4" aria-hidden="true" />
          Verify Sighting
        </Button>
      </div>
    </Card>
  );
}
