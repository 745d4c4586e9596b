import type { PublicAlert } from "@shared/alerts";
import { alertMore } from "@shared/i18n/alert-more.en";
import { lazy, Suspense, useEffect, useMemo, useRef } from "react";
import { LoadingState } from "@/components/ui/states";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { AlertLocationTab } from "@/features/alerts/components/AlertLocationTab";
import { useAlertSightings } from "@/features/sightings/api/alert-sightings";
import { SightingIntroCard } from "@/features/sightings/components/SightingIntroCard";
import { SightingsList } from "@/features/sightings/components/SightingsList";
import { verifiedSightingMarkers } from "@/features/sightings/components/sighting-markers";
import { useDates } from "@/i18n/dates";
import { useT } from "@/i18n/i18n";

// The sighting form (with zod and the form library) and the chat are in tabs that are closed when
// the page opens from a shared link: their code loads when one is first shown.
const SightingForm = lazy(() =>
  import("@/features/sightings/components/SightingForm").then((m) => ({ default: m.SightingForm })),
);
const CommunityChat = lazy(() =>
  import("@/features/chat/components/CommunityChat").then((m) => ({ default: m.CommunityChat })),
);

export type AlertTab = "map" | "sightings" | "chat";

export interface AlertDetailTabsProps {
  alert: PublicAlert;
  tab: AlertTab;
  onTabChange: (tab: AlertTab) => void;
  formOpen: boolean;
  onFormOpenChange: (open: boolean) => void;
  /**
   * Bumped each time the form is asked for (a shared "report a sighting" link, or the Report a
   * Sighting button): the form is brought into view once its tab has rendered. 0: never asked.
   */
  scrollToForm: number;
}

/**
 * The alert page's tabs: map and contact, sightings with the
 * sighting form, and the chat. Loaded after the alert's header, photo and facts, which are in
 * the main bundle: the photo is the page's largest paint and waits for nothing else.
 */
export default function AlertDetailTabs({
  alert,
  tab,
  onTabChange,
  formOpen,
  onFormOpenChange,
  scrollToForm,
}: AlertDetailTabsProps) {
  const sightings = useAlertSightings(alert.id);
  const t = useT(alertMore);
  const dates = useDates();
  const markers = useMemo(
    () => verifiedSightingMarkers(sightings.data, t("location.verifiedSighting"), dates.dateTime),
    [sightings.data, t, dates.dateTime],
  );
  const formAnchor = useRef<HTMLDivElement>(null);

  // Asked to show the form (a shared link, or "Report a Sighting"): bring it into view on small
  // screens once its tab has rendered.
  useEffect(() => {
    if (scrollToForm === 0) return;
    const frame = requestAnimationFrame(() =>
      formAnchor.current?.scrollIntoView({ behavior: "smooth", block: "start" }),
    );
    return () => cancelAnimationFrame(frame);
  }, [scrollToForm]);

  return (
    <div className="border-t border-gray-200 p-6">
      <Tabs value={tab} onValueChange={(v) => onTabChange(v as AlertTab)}>
        <TabsList aria-label={t("tabs.label")}>
          <TabsTrigger value="map">{t("tabs.map")}</TabsTrigger>
          <TabsTrigger value="sightings">{t("tabs.sightings")}</TabsTrigger>
          <TabsTrigger value="chat">{t("tabs.chat")}</TabsTrigger>
        </TabsList>
        <TabsContent value="map">
          <AlertLocationTab alert={alert} extraMarkers={markers} />
        </TabsContent>
        <TabsContent value="sightings">
          <div className="grid gap-6 lg:grid-cols-2" ref={formAnchor}>
            <div>
              {formOpen ? (
                <Suspense fallback={<LoadingState label={t("tabs.loadingForm")} />}>
                  <SightingForm
                    alertId={alert.id}
                    onClose={() => onFormOpenChange(false)}
                    onSubmitted={() => onFormOpenChange(false)}
                  />
                </Suspense>
              ) : (
                <SightingIntroCard name={alert.name} onOpen={() => onFormOpenChange(true)} />
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
          <Suspense fallback={<LoadingState label={t("tabs.loadingChat")} />}>
            <CommunityChat alertId={alert.id} />
          </Suspense>
        </TabsContent>
      </Tabs>
    </div>
  );
}
