import { Download } from "lucide-react";
import { useState } from "react";
import { Button, buttonClasses } from "@/components/ui/button";
import { stacked } from "@/components/ui/stacked-table";
import { ErrorState, LoadingState } from "@/components/ui/states";
import { errorDescription } from "@/lib/api-client";
import { cn } from "@/lib/utils";
import { SUBSCRIBERS_EXPORT_URL } from "../api/export-subscribers";
import { useSubscribersPage } from "../api/subscribers-page";
import { coords } from "./format";

const PAGE = 100;

/** List View: paged from the server (50,000 subscribers never load at once); Export CSV downloads them all. */
export function SubscriberList() {
  const [offset, setOffset] = useState(0);
  const page = useSubscribersPage(offset, PAGE);
  if (page.isPending) return <LoadingState label="Loading subscribers..." />;
  if (page.isError)
    return <ErrorState title="Could not load subscribers" message={errorDescription(page.error)} />;
  const { items, total } = page.data;
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-gray-700" data-testid="subscriber-total">
          Showing {total.toLocaleString("en-US")} subscribers
        </p>
        <a href={SUBSCRIBERS_EXPORT_URL} download className={buttonClasses("outline", "sm")}>
          <Download className="h-4 w-4" aria-hidden="true" />
          Export CSV
        </a>
      </div>
      <div className="overflow-x-auto">
        <table className={stacked.table}>
          <thead className={stacked.thead}>
            <tr>
              <th className="px-2 py-2">ID</th>
              <th className="px-2 py-2">Name</th>
              <th className="px-2 py-2">Email</th>
              <th className="px-2 py-2">Phone</th>
              <th className="px-2 py-2">Location</th>
              <th className="px-2 py-2">Coordinates</th>
              <th className="px-2 py-2">Profile</th>
            </tr>
          </thead>
          <tbody className={stacked.tbody}>
            {items.map((s) => (
              <tr key={s.id} className={stacked.row} data-testid="subscriber-row">
                <td className={stacked.cell} data-label="ID">
                  {s.id}
                </td>
                <td className={stacked.cell} data-label="Name">
                  {s.name}
                </td>
                <td className={stacked.cell} data-label="Email">
                  <span className="min-w-0 [overflow-wrap:anywhere]">{s.email || "—"}</span>
                </td>
                <td className={stacked.cell} data-label="Phone">
                  {s.phone || "—"}
                </td>
                <td
                  className={cn(stacked.cell, "md:max-w-[12rem] md:truncate")}
                  title={s.location ?? undefined}
                  data-label="Location"
                >
                  <span className="min-w-0 [overflow-wrap:anywhere]">{s.location || "—"}</span>
                </td>
                <td className={cn(stacked.cell, "whitespace-nowrap")} data-label="Coordinates">
                  {coords(s.latitude, s.longitude, 4)}
                </td>
                <td className={stacked.cell} data-label="Profile">
                  {s.profilePhotoUrl ? (
                    <img src={s.profilePhotoUrl} alt={s.name} className="h-8 w-8 rounded-full object-cover" />
                  ) : (
                    <span
                      className="inline-flex h-8 w-8 items-center justify-center rounded-full bg-blue-100 font-semibold text-blue-900"
                      aria-hidden="true"
                    >
                      {s.name.charAt(0).toUpperCase()}
                    </span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {total > PAGE && (
        <div className="flex items-center justify-end gap-2 text-sm">
          <span className="text-gray-700">
            {offset + 1}–{Math.min(offset + PAGE, total)} of {total.toLocaleString("en-US")}
          </span>
          <Button
            variant="outline"
            size="sm"
            disabled={offset === 0}
            onClick={() => setOffset(Math.max(0, offset - PAGE))}
          >
            Previous
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={offset + PAGE >= total}
            onClick={() => setOffset(offset + PAGE)}
          >
            Next
          </Button>
        </div>
      )}
    </div>
  );
}
