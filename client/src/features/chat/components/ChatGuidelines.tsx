import { ShieldCheck } from "lucide-react";

const GUIDELINES = [
  "Share relevant information that could help find a missing person.",
  "Be respectful and compassionate: families may be reading.",
  "No false information or rumours. Say what you saw, not what you heard.",
  "Protect the privacy and dignity of missing persons and their families.",
  "Report inappropriate content to a moderator.",
];

export function ChatGuidelines() {
  return (
    <section
      aria-labelledby="chat-guidelines-title"
      className="rounded-lg border border-amber-300 bg-amber-50 p-4"
    >
      <h2 id="chat-guidelines-title" className="mb-2 flex items-center gap-2 font-semibold text-amber-900">
        <ShieldCheck className="h-5 w-5" aria-hidden="true" />
        Community Guidelines
      </h2>
      <ul className="list-disc space-y-1 pl-5 text-sm text-amber-950">
        {GUIDELINES.map((g) => (
          <li key={g}>{g}</li>
        ))}
      </ul>
    </section>
  );
}
