import type { PublicAlert } from "@shared/alerts";
import { ALERT_DETAIL_MAP_ZOOM, DEFAULT_MAP_CENTER } from "@shared/constants";
import { Phone, User } from "lucide-react";
import { useMemo } from "react";
import { MapView } from "@/components/maps/MapView";
import type { MapMarker } from "@/components/maps/types";
import { useSiteConfig } from "@/lib/site-config";

/** The detail map's box: 96 spacing units (24rem) tall (spec section 9). */
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
  const site = useSiteConfig();
  const hasPosition = alert.latitude !== null && alert.longitude !== null;
  const center: [number, number] = hasPosition ? [alert.latitude!, alert.longitude!] : DEFAULT_MAP_CENTER;
  const markers = useMemo<MapMarker[]>(
    () => [
      ...(hasPosition
        ? [
            {
              position: [alert.latitude!, alert.longitude!] as [number, number],
              title: "Last Seen",
              type: "alert" as const,
              popup: (
                <div>
                  <strong>Last Seen</strong>
                  <br />
                  {alert.name}: {alert.lastLocation}
                </div>
              ),
            },
          ]
        : []),
      ...extraMarkers,
    ],
    [hasPosition, alert.latitude, alert.longitude, alert.name, alert.lastLocation, extraMarkers],
  );

  return (
    <div className="space-y-6">
      <div>
        <h3 className="mb-2 text-lg font-semibold text-gray-900">Last Known Location</h3>
        <p className="mb-3 text-gray-700">{alert.lastLocation}</p>
        <MapView
          center={center}
          zoom={ALERT_DETAIL_MAP_ZOOM}
          markers={markers}
          height={MAP_HEIGHT}
          ariaLabel={`Map of the last known location of ${alert.name}`}
        />
        <ul className="mt-2 flex flex-wrap gap-4 text-xs text-gray-600">
          <li className="flex items-center gap-1">
            <span className="inline-block h-3 w-3 rounded-full bg-red-600" aria-hidden="true" /> Last Seen
          </li>
          <li className="flex items-center gap-1">
            <span className="inline-block h-3 w-3 rounded-full bg-green-600" aria-hidden="true" /> Verified
            Sighting
          </li>
        </ul>
        {!hasPosition && (
          <p className="mt-2 text-sm text-gray-600">
            The report gives no exact point on the map; use the location described above.
          </p>
        )}
      </div>

      <section
        aria-labelledby="alert-contact-heading"
        className="rounded-lg border border-red-200 bg-red-50 p-4"
      >
        <h3 id="alert-contact-heading" className="mb-3 text-lg font-semibold text-gray-900">
          Contact Information
        </h3>
        <p className="mb-3 text-gray-800">
          If you have seen this person or have any information, call the emergency number{" "}
          <a
            href={telHref(site.emergencyPhone)}
            className="font-bold text-red-700 underline"
            data-testid="alert-emergency-phone"
          >
            {site.emergencyPhone}
          </a>{" "}
          or contact the family:
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
