import { HistorySection } from "@/features/home/components/HistorySection";
import { ShareSection } from "@/features/home/components/ShareSection";
import { SubscriberCountSection } from "@/features/subscribers/components/SubscriberCountSection";

/**
 * The home page below the latest alert: on a phone none of it is on the first screen, so it loads
 * as one chunk after the page is up (one chunk: the sections appear together, no section moves
 * another that is already shown).
 */
export default function HomeBelowFold() {
  return (
    <>
      <div className="px-4">
        <SubscriberCountSection />
      </div>
      <ShareSection />
      <HistorySection />
    </>
  );
}
