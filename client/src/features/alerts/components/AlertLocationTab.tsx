import type { PublicAlert } from "@shared/alerts";
import { ALERT_DETAIL_MAP_ZOOM, DEFAULT_MAP_CENTER } from "@shared/constants";
import { alertMore } from "@shared/i18n/alert-more.en";
import { Phone, User } from "lucide-react";
import { useMemo } from "react";
import { MapView } from "@/components/maps/MapView";
import type { MapMarker } from "@/components/maps/types";
import { useT } from "@/i18n/i18n";
import { useSiteConfig } from "@/lib/site-config";

/** The detail map's box: 96 spacing units (24rem) tall. */
const MAP_HEIGHT = "24rem";

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

/**
 * Map & Location tab: the last known location (zoom 13) with a 'Last Seen' marker at the
 * alert's own coordinates, the markers the page adds (verified sightings), and the contact section.
 */
export function AlertLocationTab({
  alert,
  extraMarkers = [],
}: {
  alert: PublicAlert;
  extraMarkers?: MapMarker[];
}) {
  const t = useT(alertMore);
  const site = useSiteConfig();
  const hasPosition = alert.latitude !== null && alert.longitude !== null;
  const center: [number, number] = hasPosition ? [alert.latitude!, alert.longitude!] : DEFAULT_MAP_CENTER;
  const markers = useMemo<MapMarker[]>(
    () => [
      ...(hasPosition
        ? [
            {
              position: [alert.latitude!, alert.longitude!] as [number, number],
              title: t("location.lastSeen"),
              type: "alert" as const,
              popup: (
                <div>
                  <strong>{t("location.lastSeen")}</strong>
                  <br />
                  {alert.name}: {alert.lastLocation}
                </div>
              ),
            },
          ]
        : []),
      ...extraMarkers,
    ],
    [hasPosition, alert.latitude, alert.longitude, alert.name, alert.lastLocation, extraMarkers, t],
  );

  return (
    <div className="space-y-6">
      <div>
        <h3 className="mb-2 text-lg font-semibold text-gray-900">{t("location.title")}</h3>
        <p className="mb-3 text-gray-700">{alert.lastLocation}</p>
        <MapView
          center={center}
          zoom={ALERT_DETAIL_MAP_ZOOM}
          markers={markers}
          height={MAP_HEIGHT}
          ariaLabel={t("location.mapLabel", { name: alert.name })}
        />
        <ul className="mt-2 flex flex-wrap gap-4 text-xs text-gray-600">
          <li className="flex items-center gap-1">
            <span className="inline-block h-3 w-3 rounded-full bg-red-600" aria-hidden="true" />{" "}
            {t("location.lastSeen")}
          </li>
          <li className="flex items-center gap-1">
            <span className="inline-block h-3 w-3 rounded-full bg-green-600" aria-hidden="true" />{" "}
            {t("location.verifiedSighting")}
          </li>
        </ul>
        {!hasPosition && <p className="mt-2 text-sm text-gray-600">{t("location.noPoint")}</p>}
      </div>

      <section
        aria-labelledby="alert-contact-heading"
        className="rounded-lg border border-red-200 bg-red-50 p-4"
      >
        <h3 id="alert-contact-heading" className="mb-3 text-lg font-semibold text-gray-900">
          {t("location.contact")}
        </h3>
        <p className="mb-3 text-gray-800">
          {t("location.callBefore")}{" "}
          <a
            href={telHref(site.emergencyPhone)}
            className="font-bold text-red-700 underline"
            data-testid="alert-emergency-phone"
          >
            {site.emergencyPhone}
          </a>{" "}
          {t("location.callAfter")}
        </p>
        <ul className="space-y-2 text-gray-800">
          <li className="flex items-center gap-2">
            <User className="h-4 w-4 text-gray-600" aria-hidden="true" />
            <span data-testid="alert-reporter">
              {alert.reporterName} ({alert.reporterRelationship})
            </span>
          </li>
          <li className="flex items-center gap-2">
            <Phone className="h-4 w-4 text-gray-600" aria-hidden="true" />
            <a href={telHref(alert.reporterPhone)} className="underline" data-testid="alert-reporter-phone">
              {alert.reporterPhone}
            </a>
          </li>
        </ul>
      </section>
    </div>
  );
}
