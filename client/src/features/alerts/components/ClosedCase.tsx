import type { EndedAppeal, RedactedAlert } from "@shared/alerts";
import type { PublicOutcome } from "@shared/cases";
import { alertMore } from "@shared/i18n/alert-more.en";
import { CheckCircle2 } from "lucide-react";
import { Card } from "@/components/ui/card";
import { useDates } from "@/i18n/dates";
import { useT } from "@/i18n/i18n";
import { AlertDetailHeader } from "./AlertDetail";

/**
 * Under the RESOLVED badge of a closed case: the person was found (nothing more of how), or
 * only that the alert is closed.
 */
export function ClosedCaseBanner({ outcome }: { outcome: PublicOutcome | null }) {
  const t = useT(alertMore);
  if (!outcome) return null;
  return (
    <div
      role="status"
      className="flex items-center gap-2 border-b border-green-200 bg-green-50 px-6 py-3 text-green-900"
      data-testid="closed-case-banner"
    >
      <CheckCircle2 className="h-5 w-5 shrink-0" aria-hidden="true" />
      <p className="font-semibold">{outcome === "found" ? t("closed.found") : t("closed.closed")}</p>
    </div>
  );
}

/** An appeal that ended (the default once a case closes): that it ended, and nothing of whom. */
function AppealEndedView({ alert }: { alert: EndedAppeal }) {
  const t = useT(alertMore);
  return (
    <Card className="overflow-hidden">
      <AlertDetailHeader alert={alert} />
      <div className="space-y-2 p-6" data-testid="appeal-ended">
        <h2 className="text-2xl font-bold text-gray-900">{t("closed.ended")}</h2>
        <p className="text-gray-800">{t("closed.thanks")}</p>
      </div>
    </Card>
  );
}

/**
 * What the page of a closed case shows: that the appeal ended, or (when the site announces found
 * people) a found person's page after redaction: the first name, found or closed, and the dates.
 */
export function RedactedAlertView({ alert }: { alert: RedactedAlert | EndedAppeal }) {
  const t = useT(alertMore);
  const dates = useDates();
  if ("ended" in alert) return <AppealEndedView alert={alert} />;
  return (
    <Card className="overflow-hidden">
      <AlertDetailHeader alert={alert} />
      <ClosedCaseBanner outcome={alert.publicOutcome} />
      <div className="space-y-3 p-6">
        <h2 className="text-2xl font-bold text-gray-900" data-testid="alert-name">
          {alert.firstName}
        </h2>
        <dl className="grid gap-4 sm:grid-cols-3">
          <div>
            <dt className="text-sm font-semibold text-gray-700">{t("closed.created")}</dt>
            <dd className="text-gray-900">{dates.date(alert.createdAt)}</dd>
          </div>
          <div>
            <dt className="text-sm font-semibold text-gray-700">{t("closed.lastSeen")}</dt>
            <dd className="text-gray-900">{dates.date(alert.lastSeen)}</dd>
          </div>
          {alert.closedAt && (
            <div>
              <dt className="text-sm font-semibold text-gray-700">
                {alert.publicOutcome === "found" ? t("closed.foundOn") : t("closed.closedOn")}
              </dt>
              <dd className="text-gray-900">{dates.date(alert.closedAt)}</dd>
            </div>
          )}
        </dl>
        <p className="text-sm text-gray-600">{t("closed.privacy")}</p>
      </div>
    </Card>
  );
}
