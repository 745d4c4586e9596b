import { Eye } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";

/** Shown in place of the closed sighting form, with a button that opens it. */
export function SightingIntroCard({ name, onOpen }: { name: string; onOpen: () => void }) {
  return (
    <Card className="flex flex-col items-start gap-3 p-5">
      <h3 className="text-xl font-bold text-gray-900">Have you seen {name}?</h3>
      <p className="text-gray-700">
        If you have seen this person, report it right away. Every detail — where, when, who they were with —
        can help bring them home. A moderator checks each report before it is shown to the community.
      </p>
      <Button variant="destructive" onClick={onOpen}>
        <Eye className="h-4 w-4" aria-hidden="true" />
        Report a Sighting
      </Button>
    </Card>
  );
}
