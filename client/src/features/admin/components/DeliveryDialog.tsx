import type { AlertNotificationsResponse } from "@shared/admin";
import { DELIVERY_STATES, type DeliveryState, NOTIFICATION_CHANNELS } from "@shared/notifications";
import { Send } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { errorDescription } from "@/lib/api-client";
import { useAlertNotifications } from "../api/alert-notifications";
import { CHANNEL_LABELS } from "./ProviderNotice";

// Each state says what happened: a message the log transport handled was written down, not
// sent, and is never shown as sent.
const STATUS_LABELS: Record<DeliveryState, string> = {
  queued: "Queued",
  sending: "Sending",
  logged: "Logged (no provider configured)",
  sent: "Sent",
  delivered: "Delivered",
  failed: "Failed",
  opted_out: "Opted out",
  cancelled: "Cancelled",
};

/** An approved alert's distribution: how many messages each channel has in each state. */
export function DeliveryDialog({ alertId, name }: { alertId: number; name: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button
        size="sm"
        variant="outline"
        onClick={() => setOpen(true)}
        aria-label={`Delivery of the alert for ${name}`}
      >
        <Send className="h-4 w-4" aria-hidden="true" />
        Delivery
      </Button>
      <DialogContent
        title={`Delivery: ${name}`}
        description="Messages to subscribers near the last known location, by channel. Updates while sending."
        className="max-w-2xl"
      >
        {open && <DeliveryCounts alertId={alertId} />}
      </DialogContent>
    </Dialog>
  );
}

function DeliveryCounts({ alertId }: { alertId: number }) {
  const query = useAlertNotifications(alertId);
  if (query.isPending) return <LoadingState label="Loading delivery..." />;
  if (query.isError)
    return (
      <ErrorState
        title="Could not load delivery"
        message={errorDescription(query.error)}
        onRetry={() => void query.refetch()}
      />
    );
  return <CountsTable counts={query.data.counts} />;
}

function CountsTable({ counts }: { counts: AlertNotificationsResponse["counts"] }) {
  if (counts.length === 0) {
    return (
      <EmptyState title="No messages">
        <p>No subscriber was within the alert's radius on an enabled channel when it was approved.</p>
      </EmptyState>
    );
  }
  const countOf = (channel: string, status: string) =>
    counts.filter((c) => c.channel === channel && c.status === status).reduce((n, c) => n + c.count, 0);
  const channels = NOTIFICATION_CHANNELS.filter((ch) => counts.some((c) => c.channel === ch));
  const loggedChannels = channels.filter((ch) => countOf(ch, "logged") > 0);
  return (
    <>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls on a narrow screen must take keyboard focus to be scrolled (WCAG 2.1.1; axe scrollable-region-focusable) */}
      <section aria-label="Messages by channel and state" tabIndex={0} className="overflow-x-auto">
        <table className="w-full text-left text-sm" data-testid="delivery-table">
          <caption className="sr-only">Messages by channel and state</caption>
          <thead className="border-b border-gray-200 text-gray-700">
            <tr>
              <th scope="col" className="px-2 py-2">
                Channel
              </th>
              {DELIVERY_STATES.map((s) => (
                <th key={s} scope="col" className="px-2 py-2 text-right">
                  {STATUS_LABELS[s]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {channels.map((channel) => (
              <tr key={channel} className="border-b border-gray-100">
                <th scope="row" className="px-2 py-2 font-medium">
                  {CHANNEL_LABELS[channel]}
                </th>
                {DELIVERY_STATES.map((s) => (
                  <td key={s} className="px-2 py-2 text-right tabular-nums">
                    {countOf(channel, s).toLocaleString("en-US")}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {loggedChannels.length > 0 && (
        <p className="mt-3 text-sm text-amber-900" data-testid="delivery-logged-note">
          {loggedChannels.map((ch) => CHANNEL_LABELS[ch]).join(", ")}: no provider configured — these messages
          were written to the server's log only and reached no one.
        </p>
      )}
    </>
  );
}
