import { chat } from "@shared/i18n/chat.en";
import { ShieldCheck } from "lucide-react";
import { useT } from "@/i18n/i18n";

const GUIDELINES = ["g1", "g2", "g3", "g4", "g5"] as const;

export function ChatGuidelines() {
  const t = useT(chat);
  return (
    <section
      aria-labelledby="chat-guidelines-title"
      className="rounded-lg border border-amber-300 bg-amber-50 p-4"
    >
      <h2 id="chat-guidelines-title" className="mb-2 flex items-center gap-2 font-semibold text-amber-900">
        <ShieldCheck className="h-5 w-5" aria-hidden="true" />
        {t("guidelines.title")}
      </h2>
      <ul className="list-disc space-y-1 pl-5 text-sm text-amber-950">
        {GUIDELINES.map((g) => (
          <li key={g}>{t(`guidelines.${g}`)}</li>
        ))}
      </ul>
    </section>
  );
}
