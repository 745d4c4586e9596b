import type { PublicAlert } from "@shared/alerts";
import { alert as alertTexts } from "@shared/i18n/alert.en";
import type { PublicVehicle } from "@shared/intake";
import { ALERT_PAGE_PHOTO_SIZES } from "@shared/photos";
import { ArrowLeft, Eye, ShieldCheck, User } from "lucide-react";
import { lazy, type ReactNode, Suspense } from "react";
import { LevelBadge } from "@/components/levels/LevelBadge";
import { searchAreaSentence } from "@/components/levels/search-area-words";
import { Badge, Card } from "@/components/ui/card";
import { Photo } from "@/components/ui/photo";
import { useDates } from "@/i18n/dates";
import { type Translate, useT } from "@/i18n/i18n";
import { useSiteConfig } from "@/lib/site-config";
import { ListenButton } from "./ListenButton";

// The poster and share image buttons load after the photo and facts (the page's first paint).
const AlertShareFiles = lazy(() => import("./AlertShareFiles").then((m) => ({ default: m.AlertShareFiles })));

type AlertT = Translate<typeof alertTexts.en>;

/** "Hope Alert" reads as "Hope ALERT: ..." rather than "Hope Alert ALERT: ...". */
export function alertHeaderTitle(t: AlertT, brandName: string): string {
  const stem = brandName.replace(/\s+alert\s*$/i, "").trim() || brandName;
  return t("headerTitle", { stem });
}

/** "Toyota Allion, white, plate PAA 1234": the vehicle in one line. */
function vehicleWords(t: AlertT, vehicle: PublicVehicle): string {
  const what = [vehicle.make, vehicle.colour].filter(Boolean).join(", ");
  const plate = vehicle.plate ? t("plate", { plate: vehicle.plate }) : "";
  return [what, plate].filter(Boolean).join(", ");
}

/** The red header with ACTIVE or RESOLVED. */
export function AlertDetailHeader({ alert }: { alert: Pick<PublicAlert, "isActive"> }) {
  const { brandName } = useSiteConfig();
  const t = useT(alertTexts);
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-t-lg bg-red-700 px-6 py-4 text-white">
      <h1 className="text-xl font-bold tracking-wide sm:text-2xl">{alertHeaderTitle(t, brandName)}</h1>
      <span
        className="rounded-full bg-white px-3 py-1 text-sm font-bold text-red-700"
        data-testid="alert-status-badge"
      >
        {alert.isActive ? t("active") : t("resolved")}
      </span>
    </div>
  );
}

/** Left side: the photo (or a placeholder), the page's buttons, and (once public) the poster and share image. */
export function AlertPhotoPanel({
  alert,
  onReportSighting,
  onBack,
}: {
  alert: PublicAlert;
  onReportSighting: () => void;
  onBack: () => void;
}) {
  const t = useT(alertTexts);
  return (
    <div className="space-y-3">
      <div className="overflow-hidden rounded-lg border border-gray-200 bg-gray-100">
        {alert.photoUrl ? (
          <Photo
            src={alert.photoUrl}
            alt={alert.name}
            sizes={ALERT_PAGE_PHOTO_SIZES}
            width={800}
            height={1000}
            priority
            className="aspect-[4/5] h-auto w-full object-cover"
          />
        ) : (
          <div
            className="flex aspect-[4/5] w-full flex-col items-center justify-center gap-2 text-gray-600"
            data-testid="photo-placeholder"
          >
            <User className="h-20 w-20" aria-hidden="true" />
            <span className="text-sm">{t("noPhoto")}</span>
          </div>
        )}
      </div>
      <button
        type="button"
        onClick={onReportSighting}
        className="inline-flex h-12 w-full items-center justify-center gap-2 rounded-md bg-red-700 px-6 text-base font-medium text-white hover:bg-red-800"
      >
        <Eye className="h-5 w-5" aria-hidden="true" />
        {t("reportSighting")}
      </button>
      {/* Only a verified alert shared widely has a poster and share image (staff also see pending
          reports here); one for the people it reached asks them not to pass it on. */}
      {alert.sharingPolicy === "recipients_only" && (
        <p
          className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm font-semibold text-amber-900"
          data-testid="do-not-forward"
        >
          {t("doNotForward")}
        </p>
      )}
      {alert.isVerified && alert.sharingPolicy === "share_widely" && (
        // Two md buttons and their gap: the place is kept, so the button below does not move.
        <Suspense fallback={<div className="h-[5.5rem]" />}>
          <AlertShareFiles alert={alert} />
        </Suspense>
      )}
      <button
        type="button"
        onClick={onBack}
        className="inline-flex h-10 w-full items-center justify-center gap-2 rounded-md border border-gray-300 bg-white px-4 text-sm font-medium text-gray-900 hover:bg-gray-50"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        {t("backToAlerts")}
      </button>
    </div>
  );
}

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <div>
      <dt className="text-sm font-semibold text-gray-600">{label}</dt>
      <dd className="mt-0.5 whitespace-pre-line text-gray-900" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/** Right side: who, age, when and where last seen, when reported, description, clothing, circumstances. */
export function AlertFacts({ alert }: { alert: PublicAlert }) {
  const t = useT(alertTexts);
  const dates = useDates();
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="text-2xl font-bold text-gray-900" data-testid="alert-name">
          {alert.name}
        </h2>
        {!alert.isVerified && <Badge tone="amber">{t("pendingVerification")}</Badge>}
        {alert.levelStyle && <LevelBadge style={alert.levelStyle} level={alert.level} />}
        {alert.policeConfirmed && (
          <Badge tone="green" data-testid="alert-police-confirmed">
            <ShieldCheck className="mr-1 h-3.5 w-3.5" aria-hidden="true" />
            {t("policeConfirmed")}
          </Badge>
        )}
      </div>
      <ListenButton alert={alert} />
      {alert.searchArea && (
        // Words only (no icon): this part is in every page's first load.
        <p className="font-medium text-gray-800" data-testid="alert-search-area">
          {searchAreaSentence(t, alert.searchArea)}
        </p>
      )}
      <dl className="grid gap-4 sm:grid-cols-2">
        <Fact label={t("age")} testId="alert-age">
          {t("years", { age: alert.age })}
        </Fact>
        <Fact label={t("lastSeen")} testId="alert-last-seen">
          {dates.dateTime(alert.lastSeen)}
        </Fact>
        <Fact label={t("location")} testId="alert-location">
          {alert.lastLocation}
        </Fact>
        <Fact label={t("created")} testId="alert-created">
          {dates.date(alert.createdAt)}
        </Fact>
      </dl>
      <dl className="space-y-4">
        <Fact label={t("description")} testId="alert-description">
          {alert.description}
        </Fact>
        <Fact label={t("clothing")} testId="alert-clothing">
          {alert.clothing}
        </Fact>
        {alert.circumstances && (
          <Fact label={t("circumstances")} testId="alert-circumstances">
            {alert.circumstances}
          </Fact>
        )}
        {alert.vehicle && (
          <Fact label={t("vehicle")} testId="alert-vehicle">
            {vehicleWords(t, alert.vehicle)}
          </Fact>
        )}
        {alert.needsMedication && (
          <Fact label={t("medical")} testId="alert-needs-medication">
            {t("needsMedication")}
          </Fact>
        )}
      </dl>
    </div>
  );
}

export function AlertDetailCard({ children }: { children: ReactNode }) {
  return <Card className="overflow-hidden">{children}</Card>;
}
