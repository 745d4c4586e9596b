import { PLACE_LABEL_NAMES, UNSUBSCRIBE_TOKEN_PATTERN } from "@shared/subscribers";
import type { ManagedSubscription } from "@shared/subscribers.schema";
import { BellOff } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Badge, Card } from "@/components/ui/card";
import { ErrorState, LoadingState } from "@/components/ui/states";
import { toast } from "@/components/ui/use-toast";
import { ApiError, errorDescription } from "@/lib/api-client";
import { useSiteConfig } from "@/lib/site-config";
import { useManagedSubscription, useUpdateManagedSubscription } from "../api/manage-subscription";
import { DataDeletedCard, DeleteMyDataCard } from "./DeleteMyData";
import { ManageForm } from "./ManageForm";
import { PushOnThisPhone } from "./PushOnThisPhone";
import { InvalidLinkCard, UnsubscribeConfirm } from "./UnsubscribeConfirm";

/**
 * "Manage my alerts", behind the link in every message (and in the notice sent when someone
 * subscribes again with the same phone or e-mail): what the subscription is, unsubscribing or
 * turning alerts back on, and changing the name, area and WhatsApp choice. Loading the page
 * changes nothing: mail scanners open links too.
 */
export function ManageSubscription({ token }: { token: string }) {
  const wellFormed = UNSUBSCRIBE_TOKEN_PATTERN.test(token);
  const query = useManagedSubscription(token, wellFormed);
  const subscription = query.data;
  // "You have been unsubscribed" right after doing it here; "switched off" on a later visit.
  const [seenActive, setSeenActive] = useState(false);
  const [deleted, setDeleted] = useState(false);
  useEffect(() => {
    if (subscription?.isActive) setSeenActive(true);
  }, [subscription?.isActive]);

  if (!wellFormed) return <InvalidLinkCard />;
  if (deleted) return <DataDeletedCard />;
  if (query.isPending) return <LoadingState label="Loading your subscription..." />;
  if (query.isError) {
    const status = query.error instanceof ApiError ? query.error.status : 0;
    if (status === 404 || status === 400) return <InvalidLinkCard />;
    return (
      <div className="space-y-6">
        <Card className="px-6">
          <ErrorState
            title="Could not load your subscription"
            message={errorDescription(query.error)}
            onRetry={() => void query.refetch()}
          />
        </Card>
        {/* Unsubscribing must work even when the details cannot be shown. */}
        <UnsubscribeConfirm token={token} />
        <DeleteMyDataCard token={token} onDeleted={() => setDeleted(true)} />
      </div>
    );
  }
  const s = query.data;
  return (
    <div className="space-y-6">
      <SubscriptionSummary subscription={s} />
      {s.isActive ? (
        <UnsubscribeConfirm token={token} />
      ) : (
        <AlertsOffCard token={token} justUnsubscribed={seenActive} />
      )}
      <ManageForm token={token} subscription={s} />
      <PushOnThisPhone token={token} />
      <DeleteMyDataCard token={token} onDeleted={() => setDeleted(true)} />
    </div>
  );
}

function SubscriptionSummary({ subscription: s }: { subscription: ManagedSubscription }) {
  const sms = s.phone
    ? s.smsOptedOut
      ? `${s.phone}: off (you replied STOP; text START to turn them back on)`
      : s.phone
    : "No phone number on file";
  const rows: Array<[string, string]> = [
    ["Name", s.name],
    ["Area", s.locality ?? (s.hasPin ? "Your pinned address" : "Not known")],
    ["E-mail", s.email ?? "No e-mail address on file"],
    ["Text messages", sms],
    ["WhatsApp", s.whatsappEnabled ? "On" : "Off"],
    [
      "Other places",
      s.places.length > 0
        ? s.places.map((p) => `${PLACE_LABEL_NAMES[p.label]}: ${p.locality ?? "pinned place"}`).join("; ")
        : "None",
    ],
    [
      "Quiet hours",
      s.quietHours ? `${s.quietHours.start} to ${s.quietHours.end} (Red alerts always come through)` : "Off",
    ],
    ["Test alerts (drills)", s.drillOptIn ? "On" : "Off"],
  ];
  return (
    <Card className="p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="subscription-title" className="text-xl font-semibold text-gray-900">
          Your subscription
        </h2>
        <Badge tone={s.isActive ? "green" : "gray"} data-testid="subscription-status">
          {s.isActive ? "Receiving alerts" : "Alerts switched off"}
        </Badge>
      </div>
      <dl className="mt-4 grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-[8rem_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-gray-700">{label}</dt>
            <dd className="mb-2 break-words text-gray-900 sm:mb-0" data-testid={`subscription-${label}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-xs text-gray-600">
        Your e-mail address and phone number are partly hidden, because this link may have been forwarded. To
        use a different e-mail or phone, subscribe with it and unsubscribe here.
      </p>
    </Card>
  );
}

function AlertsOffCard({ token, justUnsubscribed }: { token: string; justUnsubscribed: boolean }) {
  const { brandName } = useSiteConfig();
  const mutation = useUpdateManagedSubscription(token);
  const turnOn = () =>
    mutation.mutate(
      { isActive: true },
      {
        onSuccess: () =>
          toast({
            title: "Alerts turned back on",
            description: "You will receive missing-person alerts again.",
          }),
      },
    );
  return (
    <Card className="p-6 text-center" role="status">
      <BellOff className="mx-auto h-12 w-12 text-brand-700" aria-hidden="true" />
      <h2 className="mt-3 text-xl font-semibold text-gray-900">
        {justUnsubscribed ? "You have been unsubscribed" : "Your alerts are switched off"}
      </h2>
      <p className="mt-2 text-gray-700">
        You will no longer receive missing-person alerts from {brandName}. Changed your mind? You can turn
        them back on here at any time.
      </p>
      {mutation.isError && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {errorDescription(mutation.error)}
        </p>
      )}
      <Button className="mt-4" disabled={mutation.isPending} onClick={turnOn}>
        {mutation.isPending ? "Processing..." : "Turn Alerts Back On"}
      </Button>
    </Card>
  );
}
