import { formatCost } from "@shared/channel-costs";
import type { DistributionPreview as Preview } from "@shared/distribution-preview";
import type { AlertLevel, TravelMode } from "@shared/levels";
import type { NotificationChannel } from "@shared/notifications";
import type { SharingPolicy } from "@shared/sharing";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { AlertTriangle } from "lucide-react";
import { apiJson, errorDescription } from "@/lib/api-client";
import { distributionPreviewKey } from "@/lib/query-keys";

// Beside the verify and approve buttons: what verifying at the chosen level sends now (its first
// search ring) per channel, what it costs at the admin's prices, and a warning when it would
// pass the WhatsApp account's 24-hour limit. The server counts with planning's own SQL.

export interface PreviewChoice {
  level: AlertLevel;
  travelMode: TravelMode;
  sharingPolicy: SharingPolicy;
}

/** `bearer`: a moderator's unlock token; an admin's session cookie goes by itself. */
export const distributionPreviewQueryOptions = (alertId: number, choice: PreviewChoice, bearer?: string) =>
  queryOptions({
    queryKey: distributionPreviewKey(alertId, choice),
    queryFn: ({ signal }) =>
      apiJson<Preview>(
        "GET",
        `/api/alerts/${alertId}/distribution-preview?${new URLSearchParams({ ...choice })}`,
        undefined,
        { bearer, signal },
      ),
    // Another level shows the last figures until its own arrive, rather than an empty panel.
    placeholderData: keepPreviousData,
  });

const CHANNEL_LABELS: Record<NotificationChannel, string> = {
  sms: "SMS",
  whatsapp: "WhatsApp",
  email: "E-mail",
  push: "Push",
};

const count = (n: number) => n.toLocaleString("en-US");

function whatsAppWarning(w: Preview["whatsApp"]): string | null {
  if (w.limit === null || w.overLimit === 0) return null;
  const people = (n: number) => `${count(n)} ${n === 1 ? "person" : "people"}`;
  return (
    `WhatsApp: ${count(w.peopleToday)} of ${people(w.limit)} today. This alert would pass the ` +
    `account's limit by ${people(w.overLimit)}: they get their next channel (push, SMS or e-mail) instead.`
  );
}

export function DistributionPreview({
  alertId,
  choice,
  bearer,
}: {
  alertId: number;
  choice: PreviewChoice;
  bearer?: string;
}) {
  const preview = useQuery(distributionPreviewQueryOptions(alertId, choice, bearer));
  if (preview.isPending)
    return <p className="text-sm text-gray-600">Counting who would be sent the alert...</p>;
  if (preview.isError)
    return (
      <p role="alert" className="text-sm text-red-700">
        Could not estimate the messages: {errorDescription(preview.error)}
      </p>
    );
  const p = preview.data;
  if (!p.sends)
    return (
      <p className="text-sm text-gray-700" data-testid="distribution-preview">
        Verifying sends no messages (the alert is for staff and police only, or went out before).
      </p>
    );
  const warning = whatsAppWarning(p.whatsApp);
  const area =
    p.firstRing.radiusKm === null
      ? "Everyone subscribed (the report gives no place)"
      : `Within ${count(p.firstRing.radiusKm)} km now${p.firstRing.grows ? "; more messages follow as the area grows" : ""}`;
  return (
    <section
      aria-label="Messages and cost if verified now"
      className="space-y-2 rounded-md border border-gray-200 bg-gray-50 p-3 text-sm"
      data-testid="distribution-preview"
    >
      <p className="font-medium text-gray-900">If verified now</p>
      <p className="text-gray-700">{area}</p>
      <table className="w-full text-left">
        <thead className="sr-only">
          <tr>
            <th>Channel</th>
            <th>Messages</th>
            <th>Estimated cost</th>
          </tr>
        </thead>
        <tbody>
          {p.channels.map((c) => (
            <tr key={c.channel}>
              <th scope="row" className="py-0.5 font-normal text-gray-700">
                {CHANNEL_LABELS[c.channel]}
              </th>
              <td className="py-0.5 text-right tabular-nums">
                {count(c.messages)}
                {c.segmentsPerMessage !== null && c.segmentsPerMessage > 1 && c.messages > 0
                  ? ` (${c.segmentsPerMessage} segments each)`
                  : ""}
              </td>
              <td className="py-0.5 text-right tabular-nums">{formatCost(c.cost)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t border-gray-300 font-medium">
            <th scope="row" className="pt-1">
              Total
            </th>
            <td className="pt-1 text-right tabular-nums">{count(p.totalMessages)}</td>
            <td className="pt-1 text-right tabular-nums" data-testid="distribution-preview-cost">
              {formatCost(p.totalCost)} {p.currency}
            </td>
          </tr>
        </tfoot>
      </table>
      {warning && (
        <p role="alert" className="flex gap-2 rounded bg-amber-50 p-2 text-amber-900">
          <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          {warning}
        </p>
      )}
    </section>
  );
}
