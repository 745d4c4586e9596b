import { homeMore } from "@shared/i18n/home-more.en";
import { Heart } from "lucide-react";
import { useT } from "@/i18n/i18n";
import { useSiteConfig } from "@/lib/site-config";

/** The story of the girl this service remembers (site configuration). */
export function HistorySection() {
  const { memorialName, memorialStory } = useSiteConfig();
  const t = useT(homeMore);
  if (!memorialStory) return null;
  return (
    <section aria-labelledby="history-heading" className="bg-gray-50 py-12">
      <div className="mx-auto max-w-3xl px-4">
        <p className="flex items-center justify-center gap-2 text-sm font-semibold uppercase tracking-wide text-brand-700">
          <Heart className="h-4 w-4" aria-hidden="true" />
          {t("story.label")}
        </p>
        <h2 id="history-heading" className="mt-2 text-center text-3xl font-bold text-gray-900">
          {t("story.title", { name: memorialName })}
        </h2>
        <div className="mt-6 space-y-4 text-lg leading-relaxed text-gray-800" data-testid="memorial-story">
          {memorialStory.split(/\n\s*\n/).map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </div>
      </div>
    </section>
  );
}
