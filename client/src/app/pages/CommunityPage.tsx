import { CommunityChat } from "@/features/chat/components/CommunityChat";
import { PageShell } from "./PageShell";

export default function CommunityPage() {
  return (
    <PageShell wide>
      <CommunityChat headingLevel={1} />
    </PageShell>
  );
}
