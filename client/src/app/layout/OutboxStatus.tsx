import { useQueryClient } from "@tanstack/react-query";
import { CheckCircle2, Clock, X, XCircle } from "lucide-react";
import { useEffect, useState } from "react";
import { type OutboxEntry, outbox } from "@/lib/offline-outbox";
import { alertsPrefix } from "@/lib/query-keys";

const SENT_NOTICE_MS = 30_000;

const fieldLabels: Record<string, string> = {
  name: "Full name",
  description: "Description",
  clothing: "Clothing",
  lastLocation: "Last known location",
  lastSeen: "Last seen",
  circumstances: "Circumstances",
  reporterName: "Your name",
  reporterRelationship: "Relationship",
  reporterPhone: "Phone",
  reporterEmail: "E-mail",
  reporterContact: "Contact",
  location: "Location",
  sightingTime: "Time of sighting",
};

/** What the person typed, to copy from when the server refused the submission. */
function typedFields(body: unknown): Array<[string, string]> {
  if (typeof body !== "object" || body === null) return [];
  const fields = body as Record<string, unknown>;
  return Object.entries(fieldLabels).flatMap(([name, label]): Array<[string, string]> => {
    const value = fields[name];
    return typeof value === "string" && value.trim() !== "" ? [[label, value]] : [];
  });
}

const lineClass = "mx-auto flex max-w-7xl items-start gap-2 px-4 py-2 text-sm";

/**
 * Under the header on every page: what the phone keeps to send later ("will be sent when you
 * are back online", or, once the service answered asking for a later try, "we will retry"), the confirmation once it has gone, and a submission the server refused
 * with its reason (kept until the person dismisses it). Starts the outbox: it sends at start,
 * when the connection returns and every half minute while something waits.
 */
export default function OutboxStatus() {
  const queryClient = useQueryClient();
  const [entries, setEntries] = useState<OutboxEntry[]>([]);
  const [sent, setSent] = useState<OutboxEntry[]>([]);

  useEffect(() => {
    let alive = true;
    const reload = () =>
      outbox.list().then(
        (list) => alive && setEntries(list.sort((a, b) => a.createdAt - b.createdAt)),
        () => undefined,
      );
    const unsubscribe = outbox.subscribe((event) => {
      if (event.type === "sent") {
        setSent((list) => [...list, event.entry]);
        setTimeout(
          () => alive && setSent((list) => list.filter((e) => e.key !== event.entry.key)),
          SENT_NOTICE_MS,
        );
        void queryClient.invalidateQueries({ queryKey: alertsPrefix });
      }
      void reload();
    });
    const stop = outbox.start();
    void reload();
    return () => {
      alive = false;
      unsubscribe();
      stop();
    };
  }, [queryClient]);

  const waiting = entries.filter((e) => e.state === "waiting");
  const rejected = entries.filter((e) => e.state === "rejected");

  return (
    <div data-testid="outbox-status">
      <div role="status">
        {waiting.map((entry) => (
          <div key={entry.key} className="border-b border-blue-200 bg-blue-50 text-blue-950">
            <p className={lineClass}>
              <Clock className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
              <span>
                <strong>{entry.summary}</strong> is saved on this phone
                {entry.serverBusy
                  ? `. The service could not take your ${entry.kind} yet; we will retry.`
                  : " and will be sent when you are back online."}
              </span>
            </p>
          </div>
        ))}
        {sent.map((entry) => (
          <div key={entry.key} className="border-b border-green-200 bg-green-50 text-green-950">
            <div className={lineClass}>
              <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
              <p className="flex-1">
                <strong>Sent:</strong> {entry.summary} has reached us. Thank you.
              </p>
              <button
                type="button"
                aria-label="Close"
                onClick={() => setSent((list) => list.filter((e) => e.key !== entry.key))}
                className="-my-1 rounded p-1 hover:bg-green-100"
              >
                <X className="h-4 w-4" aria-hidden="true" />
              </button>
            </div>
          </div>
        ))}
      </div>
      {/* Only present with something refused: an alert is announced as it appears, and an empty
          one would be a second "alert" beside a page's own error message. */}
      {rejected.length > 0 && (
        <div role="alert">
          {rejected.map((entry) => (
            <div key={entry.key} className="border-b border-red-200 bg-red-50 text-red-950">
              <div className={lineClass}>
                <XCircle className="mt-0.5 h-4 w-4 shrink-0 text-red-700" aria-hidden="true" />
                <div className="flex-1 space-y-1">
                  <p>
                    <strong>{entry.summary} could not be sent:</strong> {entry.error}
                  </p>
                  <details>
                    <summary className="cursor-pointer underline underline-offset-2">What you wrote</summary>
                    <dl className="mt-1 grid gap-x-3 sm:grid-cols-[auto_1fr]">
                      {typedFields(entry.body).map(([name, value]) => (
                        <div key={name} className="contents">
                          <dt className="font-medium">{name}</dt>
                          <dd className="break-words">{value}</dd>
                        </div>
                      ))}
                    </dl>
                  </details>
                </div>
                <button
                  type="button"
                  onClick={() => void outbox.dismiss(entry).catch(() => undefined)}
                  className="rounded border border-red-300 bg-white px-2 py-1 font-medium hover:bg-red-100"
                >
                  Dismiss
                </button>
              </div>
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
