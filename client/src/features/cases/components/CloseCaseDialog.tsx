import {
  CASE_NOTE_MAX,
  CASE_OUTCOME_LABELS,
  CASE_OUTCOMES,
  type CaseOutcome,
  isFoundOutcome,
} from "@shared/cases";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { Field, fieldAria, Textarea } from "@/components/ui/form-controls";
import { toast } from "@/components/ui/use-toast";
import { errorDescription } from "@/lib/api-client";
import { useCloseCase } from "../api/cases";

const OUTCOME_HINTS: Record<CaseOutcome, string> = {
  found_safe: "Everyone the alert reached hears that the person was found.",
  found_other: 'Everyone the alert reached hears that the person was found; the public sees only "found".',
  closed_other:
    "No message is sent; messages not yet sent are cancelled. The public sees that the alert is closed.",
};

/**
 * Closing a verified alert: staff record how the case ended and a note. The public
 * page then shows RESOLVED, with "Found - thank you for sharing" for a found person.
 */
export function CloseCaseDialog({ alertId, name, token }: { alertId: number; name: string; token?: string }) {
  const [open, setOpen] = useState(false);
  const [outcome, setOutcome] = useState<CaseOutcome | null>(null);
  const [note, setNote] = useState("");
  const [missingOutcome, setMissingOutcome] = useState(false);
  const close = useCloseCase(token);
  const ids = useId();
  const noteId = `${ids}-note`;
  const noteError =
    note.length > CASE_NOTE_MAX ? `The note must be at most ${CASE_NOTE_MAX} characters` : undefined;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!outcome) {
      setMissingOutcome(true);
      return;
    }
    if (noteError) return;
    close.mutate(
      { alertId, outcome, note },
      {
        onSuccess: () => {
          setOpen(false);
          toast({
            title: "Case closed",
            description: `${name}: ${CASE_OUTCOME_LABELS[outcome]}.${isFoundOutcome(outcome) ? " The follow-up message is on its way." : ""}`,
          });
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setOutcome(null);
          setNote("");
          setMissingOutcome(false);
          close.reset();
        }
      }}
    >
      <DialogTrigger asChild>
        <Button size="sm" variant="outline">
          Close case
        </Button>
      </DialogTrigger>
      <DialogContent title={`Close the case of ${name}`} description="Record how the search ended.">
        <form onSubmit={submit} noValidate className="space-y-4">
          <fieldset aria-describedby={missingOutcome ? `${ids}-outcome-error` : undefined}>
            <legend className="mb-2 text-sm font-semibold text-gray-900">Outcome</legend>
            <div className="space-y-2">
              {CASE_OUTCOMES.map((value) => (
                <label
                  key={value}
                  className="flex items-start gap-2 rounded-md border border-gray-200 p-2 text-sm"
                >
                  <input
                    type="radio"
                    name={`${ids}-outcome`}
                    value={value}
                    checked={outcome === value}
                    onChange={() => {
                      setOutcome(value);
                      setMissingOutcome(false);
                    }}
                    className="mt-1"
                  />
                  <span>
                    <span className="font-medium text-gray-900">{CASE_OUTCOME_LABELS[value]}</span>
                    <span className="block text-xs text-gray-600">{OUTCOME_HINTS[value]}</span>
                  </span>
                </label>
              ))}
            </div>
            {missingOutcome && (
              <p id={`${ids}-outcome-error`} role="alert" className="mt-1 text-sm text-red-700">
                Please choose how the case ended
              </p>
            )}
          </fieldset>
          <Field id={noteId} label="Staff note" hint="Optional. Seen by staff only." error={noteError}>
            <Textarea
              {...fieldAria(noteId, noteError, true)}
              rows={3}
              value={note}
              onChange={(e) => setNote(e.target.value)}
            />
          </Field>
          {close.isError && (
            <p role="alert" className="text-sm text-red-700">
              Could not close the case: {errorDescription(close.error)}
            </p>
          )}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={close.isPending}>
              {close.isPending ? "Closing..." : "Close case"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
