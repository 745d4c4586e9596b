import { layout } from "@shared/i18n/layout.en";
import { useQueryClient } from "@tanstack/react-query";
import { CheckCircle2, Clock, X, XCircle } from "lucide-react";
import { useEffect, useState } from "react";
import { type Translate, useT } from "@/i18n/i18n";
import { useMessageWording } from "@/i18n/server-errors";
import { type OutboxEntry, outbox } from "@/lib/offline-outbox";
import { alertsPrefix } from "@/lib/query-keys";

const SENT_NOTICE_MS = 30_000;

type CommonT = Translate<typeof layout.en>;

/** What the person typed, to copy from when the server refused the submission. */
function typedFields(t: CommonT, body: unknown): Array<[string, string]> {
  if (typeof body !== "object" || body === null) return [];
  const fields = body as Record<string, unknown>;
  return Object.keys(layout.en.outbox.fields).flatMap((name): Array<[string, string]> => {
    const value = fields[name];
    const label = t(`outbox.fields.${name as keyof typeof layout.en.outbox.fields}`);
    return typeof value === "string" && value.trim() !== "" ? [[label, value]] : [];
  });
}

/** "Your report about Jane Doe", in the page's language (the entry keeps the words it was made with). */
function summaryOf(t: CommonT, entry: OutboxEntry): string {
  const body = (typeof entry.body === "object" && entry.body !== null ? entry.body : {}) as Record<
    string,
    unknown
  >;
  if (entry.kind === "report" && typeof body.name === "string")
    return t("outbox.reportAbout", { name: body.name });
  if (entry.kind === "sighting" && typeof body.location === "string")
    return t("outbox.sightingAt", { location: body.location });
  return entry.summary;
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
  const t = useT(layout);
  const wordMessage = useMessageWording();
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
                <strong>{summaryOf(t, entry)}</strong>{" "}
                {entry.serverBusy
                  ? entry.kind === "report"
                    ? t("outbox.busyReport")
                    : t("outbox.busySighting")
                  : t("outbox.saved")}
              </span>
            </p>
          </div>
        ))}
        {sent.map((entry) => (
          <div key={entry.key} className="border-b border-green-200 bg-green-50 text-green-950">
            <div className={lineClass}>
              <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
              <p className="flex-1">
                <strong>{t("outbox.sent")}</strong> {t("outbox.reached", { summary: summaryOf(t, entry) })}
              </p>
              <button
                type="button"
                aria-label={t("outbox.close")}
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
                    <strong>{t("outbox.notSent", { summary: summaryOf(t, entry) })}</strong>{" "}
                    {entry.error && wordMessage(entry.error, entry.kind)}
                  </p>
                  <details>
                    <summary className="cursor-pointer underline underline-offset-2">
                      {t("outbox.whatYouWrote")}
                    </summary>
                    <dl className="mt-1 grid gap-x-3 sm:grid-cols-[auto_1fr]">
                      {typedFields(t, entry.body).map(([name, value]) => (
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
                  {t("outbox.dismiss")}
                </button>
              </div>
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
