import { HydrateWhen } from "@/components/ui/hydrate-when";
import { ActiveAlertsList } from "@/features/alerts/components/ActiveAlertsList";
import { PageShell } from "./PageShell";

export default function ActiveAlertsPage() {
  return (
    <PageShell title="Active Alerts" wide>
      <p className="-mt-3 mb-6 text-gray-700">
        Verified missing-person alerts. If you have seen one of these people, open the alert and report a
        sighting.
      </p>
      <HydrateWhen trigger="interaction">
        <ActiveAlertsList />
      </HydrateWhen>
    </PageShell>
  );
}
