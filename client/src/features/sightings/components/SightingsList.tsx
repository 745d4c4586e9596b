import { alertMore } from "@shared/i18n/alert-more.en";
import type { AlertSighting } from "@shared/sightings";
import { CheckCircle2, Clock, MapPin, User } from "lucide-react";
import { Badge } from "@/components/ui/card";
import { ErrorState, LoadingState } from "@/components/ui/states";
import { useDates } from "@/i18n/dates";
import { useT } from "@/i18n/i18n";
import { useErrorDescription } from "@/i18n/server-errors";
import { cn } from "@/lib/utils";

/** The 'Reported Sightings' list: loading, empty, or cards (green border verified, amber not). */
export function SightingsList({
  sightings,
  isLoading,
  error,
}: {
  sightings: AlertSighting[] | undefined;
  isLoading: boolean;
  error: unknown;
}) {
  const t = useT(alertMore);
  const describeError = useErrorDescription();
  const dates = useDates();
  return (
    <section aria-labelledby="reported-sightings-heading" className="space-y-3">
      <h3 id="reported-sightings-heading" className="text-xl font-bold text-gray-900">
        {t("sightings.title")}
      </h3>
      <section
        className="max-h-[500px] space-y-3 overflow-y-auto pr-1"
        data-testid="sightings-scroll"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable)
        tabIndex={0}
        aria-label={t("sightings.listLabel")}
      >
        {isLoading ? (
          <LoadingState label={t("sightings.loading")} />
        ) : error ? (
          <ErrorState title={t("sightings.failed")} message={describeError(error)} />
        ) : !sightings || sightings.length === 0 ? (
          <p className="rounded-md border border-dashed border-gray-300 p-6 text-center text-gray-600">
            {t("sightings.none")}
          </p>
        ) : (
          <ul className="space-y-3">
            {sightings.map((s) => (
              <li
                key={s.id}
                data-testid="sighting-card"
                data-verified={s.isVerified}
                className={cn(
                  "rounded-md border border-l-4 border-gray-200 bg-white p-4 shadow-sm",
                  s.isVerified ? "border-l-green-600" : "border-l-amber-500",
                )}
              >
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <p className="flex items-start gap-1 font-semibold text-gray-900">
                    <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-gray-600" aria-hidden="true" />
                    {s.location}
                  </p>
                  {s.isVerified ? (
                    <Badge tone="green" className="gap-1">
                      <CheckCircle2 className="h-3.5 w-3.5" aria-hidden="true" />
                      {t("sightings.verified")}
                    </Badge>
                  ) : (
                    <Badge tone="amber">{t("sightings.pending")}</Badge>
                  )}
                </div>
                <p className="mt-1 flex items-center gap-1 text-sm text-gray-600">
                  <Clock className="h-3.5 w-3.5" aria-hidden="true" />
                  {dates.dateTime(s.sightingTime)}
                </p>
                <p className="mt-2 whitespace-pre-line text-gray-800">{s.description}</p>
                <p className="mt-2 flex items-center gap-1 text-sm text-gray-600">
                  <User className="h-3.5 w-3.5" aria-hidden="true" />
                  {t("sightings.reportedBy", { name: s.reporterName || t("sightings.anonymous") })}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}
