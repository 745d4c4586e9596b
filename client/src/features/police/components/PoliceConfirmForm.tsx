import { POLICE_CONFIRMATION_LIMITS, type PoliceConfirmation } from "@shared/intake";
import { ShieldCheck } from "lucide-react";
import { type FieldErrors, type Resolver, useForm } from "react-hook-form";
import { SubmitButton } from "@/components/ui/button";
import { FieldError } from "@/components/ui/form-controls";
import { registeredFieldProps, TextField } from "@/components/ui/registered-fields";
import { errorDescription } from "@/lib/api-client";

const required: Record<keyof PoliceConfirmation, string> = {
  station: "Please enter the police station",
  incidentNumber: "Please enter the incident number",
  officer: "Please enter the officer's name",
};

/** All three required and within the contract's limits (shared/intake.ts), trimmed. */
const resolver: Resolver<PoliceConfirmation> = async (values) => {
  const trimmed = {
    station: values.station.trim(),
    incidentNumber: values.incidentNumber.trim(),
    officer: values.officer.trim(),
  };
  const errors: FieldErrors<PoliceConfirmation> = {};
  for (const key of Object.keys(trimmed) as (keyof PoliceConfirmation)[]) {
    const max = POLICE_CONFIRMATION_LIMITS[key];
    if (!trimmed[key]) errors[key] = { type: "required", message: required[key] };
    else if (trimmed[key].length > max)
      errors[key] = { type: "maxLength", message: `Please use at most ${max} characters` };
  }
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values: trimmed, errors: {} };
};

/**
 * The one-step police confirmation: station, incident number and officer, all required. Starts
 * from what the family told us of their police report, when they told us anything.
 */
export function PoliceConfirmForm({
  idPrefix,
  initial,
  onConfirm,
}: {
  idPrefix: string;
  initial: { station: string | null; incidentNumber: string | null; officer: string | null };
  onConfirm: (confirmation: PoliceConfirmation) => Promise<unknown>;
}) {
  const form = useForm<PoliceConfirmation>({
    resolver,
    defaultValues: {
      station: initial.station ?? "",
      incidentNumber: initial.incidentNumber ?? "",
      officer: initial.officer ?? "",
    },
  });
  const { register, handleSubmit, formState, setError } = form;
  const busy = formState.isSubmitting;
  const field = registeredFieldProps({
    ids: {
      station: `${idPrefix}-station`,
      incidentNumber: `${idPrefix}-incident`,
      officer: `${idPrefix}-officer`,
    },
    register,
    errors: formState.errors,
    disabled: busy,
  });
  const submit = handleSubmit(async (values) => {
    try {
      await onConfirm(values);
    } catch (error) {
      setError("root", { message: errorDescription(error) });
    }
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Confirm this case">
      <TextField {...field("station")} label="Police station" required autoComplete="off" />
      <TextField {...field("incidentNumber")} label="Incident number" required autoComplete="off" />
      <TextField {...field("officer")} label="Officer's name and rank" required autoComplete="off" />
      <FieldError message={formState.errors.root?.message} />
      <SubmitButton className="w-full" disabled={busy}>
        <ShieldCheck className="h-4 w-4" aria-hidden="true" />
        {busy ? "Confirming..." : "Confirm this case"}
      </SubmitButton>
    </form>
  );
}
