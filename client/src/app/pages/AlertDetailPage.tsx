import { parsePositiveId } from "@shared/ids";
import { ArrowLeft } from "lucide-react";
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from "react";
import { Link, useLocation, useParams, useSearch } from "wouter";
import { buttonClasses } from "@/components/ui/button";
import { LoadingState } from "@/components/ui/states";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { isRedacted, useAlert } from "@/features/alerts/api/alert";
import {
  AlertDetailCard,
  AlertDetailHeader,
  AlertFacts,
  AlertPhotoPanel,
} from "@/features/alerts/components/AlertDetail";
import { AlertLocationTab } from "@/features/alerts/components/AlertLocationTab";
import { ClosedCaseBanner, RedactedAlertView } from "@/features/alerts/components/ClosedCase";
import { ReportProblemButton } from "@/features/problem-reports/components/ReportProblemButton";
import { useAlertSightings } from "@/features/sightings/api/alert-sightings";
import { SightingIntroCard } from "@/features/sightings/components/SightingIntroCard";
import { SightingsList } from "@/features/sightings/components/SightingsList";
import { verifiedSightingMarkers } from "@/features/sightings/components/sighting-markers";
import { PageShell } from "./PageShell";

// The sighting form (with zod and the form library) and the chat are in tabs that are closed when
// the page opens from a shared link: their code loads when one is first shown.
const SightingForm = lazy(() =>
  import("@/features/sightings/components/SightingForm").then((m) => ({ default: m.SightingForm })),
);
const CommunityChat = lazy(() =>
  import("@/features/chat/components/CommunityChat").then((m) => ({ default: m.CommunityChat })),
);

type Tab = "map" | "sightings" | "chat";

function BackToAlertsButton() {
  return (
    <Link href="/active-alerts" className={buttonClasses("primary", "md")}>
      <ArrowLeft className="h-4 w-4" aria-hidden="true" />
      Back to Active Alerts
    </Link>
  );
}

/** /alert/{id} and /alert/{id}?report=sighting (spec section 2, Alert detail). */
export default function AlertDetailPage() {
  const params = useParams<{ id: string }>();
  const id = parsePositiveId(params.id);
  const search = useSearch();
  const openSightingFromUrl = new URLSearchParams(search).get("report") === "sighting";
  const [, navigate] = useLocation();

  const alert = useAlert(id);
  // A redacted record has no sightings (nor chat) to show.
  const sightings = useAlertSightings(alert.data && !isRedacted(alert.data) ? id : null);
  const [tab, setTab] = useState<Tab>(openSightingFromUrl ? "sightings" : "map");
  const [formOpen, setFormOpen] = useState(openSightingFromUrl);
  const formAnchor = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (openSightingFromUrl) {
      setTab("sightings");
      setFormOpen(true);
    }
  }, [openSightingFromUrl]);

  // Opened from a shared "report a sighting" link: go straight to the form (phones, long pages).
  const loaded = Boolean(alert.data);
  useEffect(() => {
    if (loaded && openSightingFromUrl) formAnchor.current?.scrollIntoView({ block: "start" });
  }, [loaded, openSightingFromUrl]);

  const markers = useMemo(() => verifiedSightingMarkers(sightings.data), [sightings.data]);

  if (id === null) {
    return (
      <PageShell>
        <div className="flex flex-col items-center gap-4 py-16 text-center">
          <h1 className="text-2xl font-bold text-gray-900">Invalid Alert ID</h1>
          <p className="text-gray-600">The address of this alert is not valid.</p>
          <BackToAlertsButton />
        </div>
      </PageShell>
    );
  }
  if (alert.isPending) {
    return (
      <PageShell>
        <LoadingState label="Loading alert details..." />
      </PageShell>
    );
  }
  if (alert.isError || !alert.data) {
    return (
      <PageShell>
        <div className="flex flex-col items-center gap-4 py-16 text-center">
          <h1 className="text-2xl font-bold text-gray-900">Alert Not Found</h1>
          <p className="text-gray-600">This alert does not exist, or it is not public.</p>
          <BackToAlertsButton />
        </div>
      </PageShell>
    );
  }

  const data = alert.data;
  if (isRedacted(data)) {
    return (
      <PageShell wide>
        <RedactedAlertView alert={data} />
      </PageShell>
    );
  }
  const openForm = () => {
    setTab("sightings");
    setFormOpen(true);
    // After the tab has rendered, bring the form into view on small screens.
    requestAnimationFrame(() => formAnchor.current?.scrollIntoView({ behavior: "smooth", block: "start" }));
  };

  return (
    <PageShell wide>
      <AlertDetailCard>
        <AlertDetailHeader alert={data} />
        <ClosedCaseBanner outcome={data.publicOutcome} />
        <div className="grid gap-6 p-6 md:grid-cols-[18rem_1fr]">
          <AlertPhotoPanel
            alert={data}
            onReportSighting={openForm}
            onBack={() => navigate("/active-alerts")}
          />
          <AlertFacts alert={data} />
        </div>
        <div className="border-t border-gray-200 p-6">
          <Tabs value={tab} onValueChange={(v) => setTab(v as Tab)}>
            <TabsList aria-label="Alert information">
              <TabsTrigger value="map">Map &amp; Location</TabsTrigger>
              <TabsTrigger value="sightings">Sightings</TabsTrigger>
              <TabsTrigger value="chat">Community Chat</TabsTrigger>
            </TabsList>
            <TabsContent value="map">
              <AlertLocationTab alert={data} extraMarkers={markers} />
            </TabsContent>
            <TabsContent value="sightings">
              <div className="grid gap-6 lg:grid-cols-2" ref={formAnchor}>
                <div>
                  {formOpen ? (
                    <Suspense fallback={<LoadingState label="Loading form..." />}>
                      <SightingForm
                        alertId={data.id}
                        onClose={() => setFormOpen(false)}
                        onSubmitted={() => setFormOpen(false)}
                      />
                    </Suspense>
                  ) : (
                    <SightingIntroCard name={data.name} onOpen={() => setFormOpen(true)} />
                  )}
                </div>
                <SightingsList
                  sightings={sightings.data}
                  isLoading={sightings.isPending}
                  error={sightings.error}
                />
              </div>
            </TabsContent>
            <TabsContent value="chat">
              <Suspense fallback={<LoadingState label="Loading chat..." />}>
                <CommunityChat alertId={data.id} />
              </Suspense>
            </TabsContent>
          </Tabs>
        </div>
      </AlertDetailCard>
      <div className="mt-4 flex justify-end">
        <ReportProblemButton alertId={data.id} />
      </div>
    </PageShell>
  );
}
