import { StaleCasesCount, StaleCasesList } from "@/features/cases/components/StaleCases";
import { ModerationArea } from "@/features/moderation/components/ModerationArea";
import type { ModeratorTab } from "@/features/moderation/components/ModeratorDashboard";
import {
  ProblemReportsCount,
  ProblemReportsQueue,
} from "@/features/problem-reports/components/ProblemReportsQueue";
import { SafeRequestsCount, SafeRequestsQueue } from "@/features/safe-requests/components/SafeRequestsQueue";
import { LiveCases } from "@/features/search-area/components/LiveCases";
import { PageShell } from "./PageShell";

/**
 * Tabs other features add to the moderator dashboard: the open cases' search areas, the "Report
 * a problem" requests, the "I'm safe" requests, and the quiet cases to check ("still missing?").
 */
const moreTabs: ModeratorTab[] = [
  {
    value: "search-areas",
    trigger: () => "Search areas",
    panel: (token, onAccessLost) => <LiveCases token={token} onAccessLost={onAccessLost} />,
  },
  {
    value: "problem-reports",
    trigger: (token) => (
      <>
        Problem reports
        <ProblemReportsCount token={token} />
      </>
    ),
    panel: (token, onAccessLost) => <ProblemReportsQueue token={token} onAccessLost={onAccessLost} />,
  },
  {
    value: "safe-requests",
    trigger: (token) => (
      <>
        {`"I'm safe"`}
        <SafeRequestsCount token={token} />
      </>
    ),
    panel: (token, onAccessLost) => <SafeRequestsQueue token={token} onAccessLost={onAccessLost} />,
  },
  {
    value: "stale-cases",
    trigger: (token) => (
      <>
        Still missing?
        <StaleCasesCount token={token} />
      </>
    ),
    panel: (token) => <StaleCasesList token={token} />,
  },
];

/** /verification: the moderator dashboard behind its access-code gate. */
export default function VerificationPage() {
  return (
    <PageShell wide>
      <ModerationArea moreTabs={moreTabs} />
    </PageShell>
  );
}
