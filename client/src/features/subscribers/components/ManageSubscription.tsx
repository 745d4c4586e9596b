import { manage } from "@shared/i18n/manage.en";
import { subscribe } from "@shared/i18n/subscribe.en";
import { UNSUBSCRIBE_TOKEN_PATTERN } from "@shared/subscribers";
import type { ManagedSubscription } from "@shared/subscribers.schema";
import { BellOff } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Badge, Card } from "@/components/ui/card";
import { ErrorState, LoadingState } from "@/components/ui/states";
import { toast } from "@/components/ui/use-toast";
import { useT } from "@/i18n/i18n";
import { useErrorDescription } from "@/i18n/server-errors";
import { ApiError } from "@/lib/api-client";
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
  const t = useT(manage);
  const describeError = useErrorDescription();
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
  if (query.isPending) return <LoadingState label={t("loading")} />;
  if (query.isError) {
    const status = query.error instanceof ApiError ? query.error.status : 0;
    if (status === 404 || status === 400) return <InvalidLinkCard />;
    return (
      <div className="space-y-6">
        <Card className="px-6">
          <ErrorState
            title={t("loadFailed")}
            message={describeError(query.error)}
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
  const t = useT(manage);
  const ts = useT(subscribe);
  const onOff = (on: boolean) => (on ? t("on") : t("off"));
  const sms = s.phone
    ? s.smsOptedOut
      ? t("summary.smsStopped", { phone: s.phone })
      : s.phone
    : t("summary.noPhone");
  // Each row: its label's key (the English label names the row for tests), and its value.
  const rows: Array<[keyof typeof manage.en.summary, string]> = [
    ["name", s.name],
    ["area", s.locality ?? (s.hasPin ? t("summary.pinnedAddress") : t("summary.notKnown"))],
    ["email", s.email ?? t("summary.noEmail")],
    ["sms", sms],
    ["whatsapp", onOff(s.whatsappEnabled)],
    [
      "places",
      s.places.length > 0
        ? s.places
            .map((p) => `${ts(`places.kinds.${p.label}`)}: ${p.locality ?? t("summary.pinnedPlace")}`)
            .join("; ")
        : t("summary.none"),
    ],
    [
      "quiet",
      s.quietHours ? t("summary.quietHours", { start: s.quietHours.start, end: s.quietHours.end }) : t("off"),
    ],
    ["drills", onOff(s.drillOptIn)],
  ];
  return (
    <Card className="p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="subscription-title" className="text-xl font-semibold text-gray-900">
          {t("summary.title")}
        </h2>
        <Badge tone={s.isActive ? "green" : "gray"} data-testid="subscription-status">
          {s.isActive ? t("summary.receiving") : t("summary.switchedOff")}
        </Badge>
      </div>
      <dl className="mt-4 grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-[8rem_1fr]">
        {rows.map(([key, value]) => (
          <div key={key} className="contents">
            <dt className="font-medium text-gray-700">{t(`summary.${key}`)}</dt>
            <dd
              className="mb-2 break-words text-gray-900 sm:mb-0"
              data-testid={`subscription-${manage.en.summary[key]}`}
            >
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-xs text-gray-600">{t("summary.hidden")}</p>
    </Card>
  );
}

function AlertsOffCard({ token, justUnsubscribed }: { token: string; justUnsubscribed: boolean }) {
  const { brandName } = useSiteConfig();
  const t = useT(manage);
  const describeError = useErrorDescription();
  const mutation = useUpdateManagedSubscription(token);
  const turnOn = () =>
    mutation.mutate(
      { isActive: true },
      {
        onSuccess: () =>
          toast({
            title: t("alertsOff.turnedOn"),
            description: t("alertsOff.turnedOnText"),
          }),
      },
    );
  return (
    <Card className="p-6 text-center" role="status">
      <BellOff className="mx-auto h-12 w-12 text-brand-700" aria-hidden="true" />
      <h2 className="mt-3 text-xl font-semibold text-gray-900">
        {justUnsubscribed ? t("alertsOff.unsubscribed") : t("alertsOff.switchedOff")}
      </h2>
      <p className="mt-2 text-gray-700">{t("alertsOff.text", { brand: brandName })}</p>
      {mutation.isError && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {describeError(mutation.error)}
        </p>
      )}
      <Button className="mt-4" disabled={mutation.isPending} onClick={turnOn}>
        {mutation.isPending ? t("processing") : t("alertsOff.turnOn")}
      </Button>
    </Card>
  );
}
