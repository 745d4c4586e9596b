import type { ReactNode } from "react";

/** One labelled line of a review card. */
export function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="text-sm">
      <dt className="inline font-semibold text-gray-900">{label}: </dt>
      <dd className="inline whitespace-pre-line text-gray-700">{children}</dd>
    </div>
  );
}
