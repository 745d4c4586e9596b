import { ModerationArea } from "@/features/moderation/components/ModerationArea";
import { PageShell } from "./PageShell";

/** /verification: the moderator dashboard behind its access-code gate. */
export default function VerificationPage() {
  return (
    <PageShell wide>
      <ModerationArea />
    </PageShell>
  );
}
