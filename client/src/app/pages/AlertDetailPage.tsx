import { alert as alertTexts } from "@shared/i18n/alert.en";
import { parsePositiveId } from "@shared/ids";
import { safePagePath } from "@shared/safe-requests";
import { ArrowLeft } from "lucide-react";
import { lazy, Suspense, useEffect, useState } from "react";
import { Link, useLocation, useParams, useSearch } from "wouter";
import { buttonClasses } from "@/components/ui/button";
import { HydrateWhen } from "@/components/ui/hydrate-when";
import { LoadingState } from "@/components/ui/states";
import { isRedacted, useAlert } from "@/features/alerts/api/alert";
import {
  AlertDetailCard,
  AlertDetailHeader,
  AlertFacts,
  AlertPhotoPanel,
} from "@/features/alerts/components/AlertDetail";
import { ReportProblemButton } from "@/features/problem-reports/components/ReportProblemButton";
import { useT } from "@/i18n/i18n";
import type { AlertTab } from "./AlertDetailTabs";
import { PageShell } from "./PageShell";

// In the main bundle (an alert page is what a shared link opens): the header, the photo (the
// page's largest paint, preloaded by the HTML with the alert's data) and the facts render as soon
// as the data is there; the tabs (map, sightings, chat) follow with their own code.
const AlertDetailTabs = lazy(() => import("./AlertDetailTabs"));
// A closed or redacted case is the exception: its banner's code loads only for one.
const ClosedCaseBanner = lazy(() =>
  import("@/features/alerts/components/ClosedCase").then((m) => ({ default: m.ClosedCaseBanner })),
);
// "Verify this alert at ..." sits below the card: its code follows the page's first paint.
const VerifyCodeNote = lazy(() =>
  import("@/features/alerts/components/VerifyCodeNote").then((m) => ({ default: m.VerifyCodeNote })),
);
const RedactedAlertView = lazy(() =>
  import("@/features/alerts/components/ClosedCase").then((m) => ({ default: m.RedactedAlertView })),
);

function BackToAlertsButton() {
  const t = useT(alertTexts);
  return (
    <Link href="/active-alerts" className={buttonClasses("primary", "md")}>
      <ArrowLeft className="h-4 w-4" aria-hidden="true" />
      {t("backToActiveAlerts")}
    </Link>
  );
}

/** /alert/{id} and /alert/{id}?report=sighting. */
export default function AlertDetailPage() {
  const params = useParams<{ id: string }>();
  const id = parsePositiveId(params.id);
  const search = useSearch();
  const openSightingFromUrl = new URLSearchParams(search).get("report") === "sighting";
  const [, navigate] = useLocation();
  const t = useT(alertTexts);

  const alert = useAlert(id);
  const [tab, setTab] = useState<AlertTab>(openSightingFromUrl ? "sightings" : "map");
  const [formOpen, setFormOpen] = useState(openSightingFromUrl);
  // Bumped each time the form is asked for; the tabs bring it into view (phones, long pages).
  const [scrollToForm, setScrollToForm] = useState(0);

  useEffect(() => {
    if (openSightingFromUrl) {
      setTab("sightings");
      setFormOpen(true);
      setScrollToForm((n) => n + 1);
    }
  }, [openSightingFromUrl]);

  if (id === null) {
    return (
      <PageShell>
        <div className="flex flex-col items-center gap-4 py-16 text-center">
          <h1 className="text-2xl font-bold text-gray-900">{t("invalidId")}</h1>
          <p className="text-gray-600">{t("invalidIdText")}</p>
          <BackToAlertsButton />
        </div>
      </PageShell>
    );
  }
  if (alert.isPending) {
    return (
      <PageShell>
        <LoadingState label={t("loading")} />
      </PageShell>
    );
  }
  if (alert.isError || !alert.data) {
    return (
      <PageShell>
        <div className="flex flex-col items-center gap-4 py-16 text-center">
          <h1 className="text-2xl font-bold text-gray-900">{t("notFound")}</h1>
          <p className="text-gray-600">{t("notFoundText")}</p>
          <BackToAlertsButton />
        </div>
      </PageShell>
    );
  }

  const data = alert.data;
  if (isRedacted(data)) {
    return (
      <PageShell wide>
        <Suspense fallback={<LoadingState label={t("loading")} />}>
          <RedactedAlertView alert={data} />
        </Suspense>
      </PageShell>
    );
  }
  const tabs = (
    <AlertDetailTabs
      alert={data}
      tab={tab}
      onTabChange={setTab}
      formOpen={formOpen}
      onFormOpenChange={setFormOpen}
      scrollToForm={scrollToForm}
    />
  );
  const openForm = () => {
    setTab("sightings");
    setFormOpen(true);
    setScrollToForm((n) => n + 1);
  };

  const content = (
    <>
      <AlertDetailCard>
        <AlertDetailHeader alert={data} />
        {data.publicOutcome && (
          <Suspense fallback={null}>
            <ClosedCaseBanner outcome={data.publicOutcome} />
          </Suspense>
        )}
        <div className="grid gap-6 p-6 md:grid-cols-[18rem_1fr]">
          <AlertPhotoPanel
            alert={data}
            onReportSighting={openForm}
            onBack={() => navigate("/active-alerts")}
          />
          <AlertFacts alert={data} />
        </div>
        <Suspense fallback={<LoadingState />}>
          {/* Below the photo and the facts on a phone. */}
          <HydrateWhen trigger="visible">{tabs}</HydrateWhen>
        </Suspense>
      </AlertDetailCard>
      <Suspense fallback={null}>
        <VerifyCodeNote alert={data} />
      </Suspense>
      <div className="mt-4 flex flex-wrap items-center justify-end gap-x-6 gap-y-2">
        {data.isActive && (
          <Link href={safePagePath(data.id)} className="text-sm text-brand-800 underline">
            {t("safeLink")}
          </Link>
        )}
        <ReportProblemButton alertId={data.id} />
      </div>
    </>
  );
  return (
    <PageShell wide>
      {openSightingFromUrl ? (
        // Opened to report a sighting: the form is opened and brought into view at once.
        content
      ) : (
        <HydrateWhen trigger="interaction">{content}</HydrateWhen>
      )}
    </PageShell>
  );
}
