import { alertMore } from "@shared/i18n/alert-more.en";
import { Eye } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useT } from "@/i18n/i18n";

/** Shown in place of the closed sighting form, with a button that opens it. */
export function SightingIntroCard({ name, onOpen }: { name: string; onOpen: () => void }) {
  const t = useT(alertMore);
  return (
    <Card className="flex flex-col items-start gap-3 p-5">
      <h3 className="text-xl font-bold text-gray-900">{t("seenName", { name })}</h3>
      <p className="text-gray-700">{t("sightingIntro")}</p>
      <Button variant="destructive" onClick={onOpen}>
        <Eye className="h-4 w-4" aria-hidden="true" />
        {t("reportSighting")}
      </Button>
    </Card>
  );
}
