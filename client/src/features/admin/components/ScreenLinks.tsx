import { LANGUAGE_NAMES } from "@shared/languages";
import type { StaffScreen } from "@shared/screens";
import { Button } from "@/components/ui/button";
import { Badge, Card } from "@/components/ui/card";
import { stacked } from "@/components/ui/stacked-table";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { toast } from "@/components/ui/use-toast";
import { errorDescription } from "@/lib/api-client";
import { timeAgoWords } from "@/lib/datetime";
import { useScreens } from "../api/screens";
import { useSetScreenEnabled } from "../api/update-screen";
import { NewScreenForm } from "./NewScreenForm";

function areaWords(screen: StaffScreen): string {
  if (!screen.area) return "All of Guyana";
  const around =
    screen.areaPlace ?? `${screen.area.latitude.toFixed(4)}, ${screen.area.longitude.toFixed(4)}`;
  return `Within ${screen.area.radiusKm} km of ${around}`;
}

/** "Last seen 3 minutes ago", or "Never" for a screen that has not opened its link yet. */
function lastSeenWords(screen: StaffScreen): string {
  return screen.lastSeenAt ? `Last seen ${timeAgoWords(screen.lastSeenAt)} ago` : "Never";
}

function TurnOnOff({ screen }: { screen: StaffScreen }) {
  const setEnabled = useSetScreenEnabled();
  const enabled = !screen.enabled;
  return (
    <Button
      size="sm"
      variant={screen.enabled ? "destructive" : "outline"}
      disabled={setEnabled.isPending}
      aria-label={`${screen.enabled ? "Turn off" : "Turn on"} ${screen.name}`}
      onClick={() =>
        setEnabled.mutate(
          { id: screen.id, enabled },
          {
            onSuccess: () =>
              toast({
                title: enabled ? "Screen turned on" : "Screen turned off",
                description: enabled
                  ? `${screen.name} shows alerts again.`
                  : `${screen.name}'s link stops showing alerts at its next check.`,
              }),
            onError: (error) =>
              toast({
                title: "Could not change the screen",
                description: errorDescription(error),
                variant: "destructive",
              }),
          },
        )
      }
    >
      {screen.enabled ? "Turn off" : "Turn on"}
    </Button>
  );
}

function ScreenTable({ screens }: { screens: StaffScreen[] }) {
  return (
    <div className="overflow-x-auto">
      <table className={stacked.table}>
        <thead className={stacked.thead}>
          <tr>
            <th className="px-2 py-2">Partner and place</th>
            <th className="px-2 py-2">Area</th>
            <th className="px-2 py-2">Language</th>
            <th className="px-2 py-2">Status</th>
            <th className="px-2 py-2">Last check-in</th>
            <th className="px-2 py-2">Actions</th>
          </tr>
        </thead>
        <tbody className={stacked.tbody}>
          {screens.map((screen) => (
            <tr key={screen.id} className={stacked.row} data-testid="screen-row">
              <td className={`${stacked.cell} font-medium`} data-label="Partner and place">
                {screen.name}
              </td>
              <td className={stacked.cell} data-label="Area">
                {areaWords(screen)}
              </td>
              <td className={stacked.cell} data-label="Language">
                {LANGUAGE_NAMES[screen.language]}
              </td>
              <td className={`${stacked.cell} items-center`} data-label="Status">
                <Badge tone={screen.enabled ? "green" : "gray"}>{screen.enabled ? "On" : "Off"}</Badge>
              </td>
              <td className={stacked.cell} data-label="Last check-in" data-testid="screen-last-seen">
                {lastSeenWords(screen)}
              </td>
              <td className={stacked.actions}>
                <TurnOnOff screen={screen} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Alert screens at partners (shops, schools, bus companies): a link per screen, shown once when
 * it is made; each screen's last check-in; turning one off stops its link at once.
 */
export function ScreenLinks() {
  const screens = useScreens();
  return (
    <div className="space-y-6">
      <Card className="p-4">
        <NewScreenForm />
      </Card>
      <Card className="space-y-4 p-4">
        <h2 className="text-lg font-semibold text-gray-900">Screens</h2>
        {screens.isPending ? (
          <LoadingState label="Loading screens..." />
        ) : screens.isError ? (
          <ErrorState title="Could not load the screens" message={errorDescription(screens.error)} />
        ) : screens.data.length === 0 ? (
          <EmptyState title="No screens yet">A screen link you make appears here.</EmptyState>
        ) : (
          <ScreenTable screens={screens.data} />
        )}
      </Card>
    </div>
  );
}
