import type { WhatsAppUsage as Usage } from "@shared/admin";
import { MessageCircle } from "lucide-react";
import { Card } from "@/components/ui/card";

/** From this share of the account's limit on, the dashboard says how close it is. */
const NEAR_LIMIT = 0.8;

/**
 * "WhatsApp: 240 of 250 people today": how many different people the WhatsApp account messaged
 * in the last 24 hours, against its limit. Past it, people get their next channel instead.
 */
export function WhatsAppUsage({ usage }: { usage: Usage | undefined }) {
  if (!usage) return null;
  const { peopleToday, limit } = usage;
  const people = (n: number) => `${n.toLocaleString("en-US")} ${n === 1 ? "person" : "people"}`;
  const reached = limit !== null && peopleToday >= limit;
  const near = limit !== null && !reached && peopleToday >= limit * NEAR_LIMIT;
  return (
    <Card
      className={`flex items-start gap-3 p-4 ${reached ? "border-red-300 bg-red-50" : near ? "border-amber-300 bg-amber-50" : ""}`}
    >
      <MessageCircle className="mt-0.5 h-5 w-5 shrink-0 text-green-700" aria-hidden="true" />
      <div>
        <p className="font-medium text-gray-900" data-testid="whatsapp-usage">
          {limit === null
            ? `WhatsApp: ${people(peopleToday)} today (no daily limit)`
            : `WhatsApp: ${peopleToday.toLocaleString("en-US")} of ${people(limit)} today`}
        </p>
        {(reached || near) && (
          <p className={`text-sm ${reached ? "text-red-800" : "text-amber-800"}`}>
            {reached
              ? "The account's 24-hour limit is reached: new alerts reach people by their next channel (push, SMS or e-mail) instead."
              : "Close to the account's 24-hour limit: past it, people get their next channel (push, SMS or e-mail) instead."}
          </p>
        )}
      </div>
    </Card>
  );
}
