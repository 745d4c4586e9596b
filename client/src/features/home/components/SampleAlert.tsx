import type { AlertSummary } from "@shared/alerts";
import { DEFAULT_MAP_CENTER, HOME_SAMPLE_MAP_ZOOM } from "@shared/constants";
import { home } from "@shared/i18n/home.en";
import { Clock, MapPin, Shirt, User } from "lucide-react";
import { lazy, type ReactNode, Suspense, useMemo, useState } from "react";
import { Link } from "wouter";
import { isValidPosition, type MapMarker } from "@/components/maps/types";
import { Button, buttonClasses } from "@/components/ui/button";
import { Badge, Card } from "@/components/ui/card";
import { Photo } from "@/components/ui/photo";
import { LoadingState } from "@/components/ui/states";
import { useDates } from "@/i18n/dates";
import { useT } from "@/i18n/i18n";
import { useLatestAlert } from "../api/latest-alert";

import type { SightingFormSlot } from "./SightingDialog";

// The dialog loads when first opened, keeping the home bundle small (the page loads its form
// lazily too; until both are here nothing shows).
const SightingDialog = lazy(() => import("./SightingDialog").then((m) => ({ default: m.SightingDialog })));
// The map is below the first screen on a phone: its component loads after the page, and the map
// library and tiles only when it nears the viewport (MapView).
const MapView = lazy(() => import("@/components/maps/MapView").then((m) => ({ default: m.MapView })));
const MAP_HEIGHT = 280;

type ShownAlert = Pick<
  AlertSummary,
  | "id"
  | "name"
  | "age"
  | "lastLocation"
  | "lastSeen"
  | "clothing"
  | "description"
  | "photoUrl"
  | "latitude"
  | "longitude"
> & { sample: boolean };

// Shown when there is no verified active alert: clearly an illustration, never a real child.
const illustration: Omit<ShownAlert, "name" | "clothing" | "description"> = {
  id: 1,
  age: 9,
  lastLocation: "Stabroek Market, Water Street, Georgetown",
  lastSeen: "",
  photoUrl: null,
  latitude: DEFAULT_MAP_CENTER[0],
  longitude: DEFAULT_MAP_CENTER[1],
  sample: true,
};

/**
 * The newest verified, active alert (or a labelled illustration), its map and 'Report a Sighting',
 * which opens a dialog holding the form the page renders.
 */
export function SampleAlert({
  renderSightingForm,
}: {
  renderSightingForm?: (slot: SightingFormSlot) => ReactNode;
}) {
  const { data, isPending } = useLatestAlert();
  const t = useT(home);
  const dates = useDates();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [dialogWanted, setDialogWanted] = useState(false);
  const alert: ShownAlert = data
    ? { ...data, sample: false }
    : {
        ...illustration,
        name: t("sample.name"),
        clothing: t("sample.clothing"),
        description: t("sample.description"),
      };
  const position: [number, number] = isValidPosition([alert.latitude, alert.longitude])
    ? [alert.latitude as number, alert.longitude as number]
    : DEFAULT_MAP_CENTER;
  const markers = useMemo<MapMarker[]>(
    () => [
      {
        position,
        title: t("markerTitle"),
        type: "alert",
        popup: t("markerPopup", { place: alert.lastLocation }),
      },
    ],
    [position[0], position[1], alert.lastLocation, t],
  );

  return (
    <section aria-labelledby="sample-alert-heading" className="py-12">
      <div className="mx-auto max-w-5xl px-4">
        <h2 id="sample-alert-heading" className="mb-2 text-center text-3xl font-bold text-gray-900">
          {alert.sample ? t("sampleTitle") : t("latestTitle")}
        </h2>
        <p className="mb-6 text-center text-gray-700">{alert.sample ? t("sampleIntro") : t("latestIntro")}</p>
        {isPending ? (
          <LoadingState label={t("loading")} />
        ) : (
          <Card className="overflow-hidden" data-testid="sample-alert">
            <div className="flex flex-wrap items-center justify-between gap-2 bg-brand-700 px-4 py-3 text-white">
              <p className="font-bold uppercase tracking-wide">{t("cardTitle")}</p>
              {alert.sample ? (
                <Badge className="bg-white text-brand-800">{t("sampleBadge")}</Badge>
              ) : (
                <Badge className="bg-white text-brand-800">{t("verified")}</Badge>
              )}
            </div>
            <div className="grid gap-6 p-4 md:grid-cols-2">
              <div className="space-y-4">
                <div className="flex gap-4">
                  {alert.photoUrl ? (
                    <Photo
                      src={alert.photoUrl}
                      alt={alert.name}
                      sizes="7rem"
                      width={112}
                      height={128}
                      className="h-32 w-28 shrink-0 rounded-md object-cover"
                      data-testid="sample-alert-photo"
                    />
                  ) : (
                    <span
                      className="flex h-32 w-28 shrink-0 items-center justify-center rounded-md bg-gray-100 text-gray-500"
                      aria-hidden="true"
                    >
                      <User className="h-12 w-12" />
                    </span>
                  )}
                  <div className="min-w-0">
                    <h3 className="text-xl font-bold text-gray-900" data-testid="sample-alert-name">
                      {alert.name}
                    </h3>
                    <p className="text-gray-700">{t("age", { age: alert.age })}</p>
                    <p className="mt-2 flex items-start gap-1 text-sm text-gray-700">
                      <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
                      <span>{t("lastSeenAt", { place: alert.lastLocation })}</span>
                    </p>
                    {alert.lastSeen && (
                      <p className="mt-1 flex items-start gap-1 text-sm text-gray-700">
                        <Clock className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
                        <span>{dates.dateTime(alert.lastSeen)}</span>
                      </p>
                    )}
                  </div>
                </div>
                <p className="text-sm text-gray-800">{alert.description}</p>
                <p className="flex items-start gap-1 text-sm text-gray-800">
                  <Shirt className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
                  <span>{t("wearing", { clothing: alert.clothing })}</span>
                </p>
                <div className="flex flex-wrap gap-2">
                  <Button
                    variant="destructive"
                    onClick={() => {
                      setDialogWanted(true);
                      setDialogOpen(true);
                    }}
                  >
                    {t("reportSighting")}
                  </Button>
                  {!alert.sample && (
                    <Link href={`/alert/${alert.id}`} className={buttonClasses("outline", "md")}>
                      {t("viewAlert")}
                    </Link>
                  )}
                </div>
              </div>
              <Suspense
                fallback={
                  <div
                    className="rounded-md border border-gray-200 bg-gray-100"
                    style={{ height: `${MAP_HEIGHT}px` }}
                  />
                }
              >
                <MapView
                  center={position}
                  zoom={HOME_SAMPLE_MAP_ZOOM}
                  markers={markers}
                  height={MAP_HEIGHT}
                  ariaLabel={t("mapLabel", { name: alert.name })}
                />
              </Suspense>
            </div>
          </Card>
        )}
      </div>
      {dialogWanted && (
        <Suspense fallback={null}>
          <SightingDialog
            open={dialogOpen}
            onOpenChange={setDialogOpen}
            alertId={alert.id}
            alertName={alert.sample ? undefined : alert.name}
            renderForm={renderSightingForm}
          />
        </Suspense>
      )}
    </section>
  );
}
