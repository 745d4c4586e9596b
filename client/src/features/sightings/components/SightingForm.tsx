import { zodResolver } from "@hookform/resolvers/zod";
import { AlertTriangle } from "lucide-react";
import { Controller, useForm } from "react-hook-form";
import { LocationPicker } from "@/components/maps/LocationPicker";
import { emptyLocation } from "@/components/maps/types";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Field, fieldAria, Input, Textarea } from "@/components/ui/form-controls";
import { toast } from "@/components/ui/use-toast";
import { errorDescription } from "@/lib/api-client";
import { toDateTimeLocalValue } from "@/lib/datetime";
import { useCreateSighting } from "../api/create-sighting";
import {
  emptySightingForm,
  type SightingFormValues,
  sightingFormSchema,
  toCreateSightingInput,
} from "./sighting-form-schema";

/** The alert page's 'Report a Sighting' form (spec section 2, Sighting form). */
export function SightingForm({
  alertId,
  onClose,
  onSubmitted,
}: {
  alertId: number;
  onClose: () => void;
  onSubmitted: () => void;
}) {
  const createSighting = useCreateSighting();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<SightingFormValues>({
    resolver: zodResolver(sightingFormSchema),
    defaultValues: emptySightingForm(emptyLocation),
    mode: "onTouched",
  });
  const submitting = createSighting.isPending;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await createSighting.mutateAsync(toCreateSightingInput(alertId, values));
      toast({
        title: "Sighting report submitted",
        description: "Thank you for your report. It will help in the search efforts.",
      });
      onSubmitted();
    } catch (error) {
      toast({
        title: "Error submitting sighting",
        description: errorDescription(error),
        variant: "destructive",
      });
    }
  });

  const nameError = errors.reporterName?.message;
  const contactError = errors.reporterContact?.message;
  const timeError = errors.sightingTime?.message;
  const descriptionError = errors.description?.message;

  return (
    <Card className="p-5">
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-labelledby="sighting-form-title">
        <h3 id="sighting-form-title" className="text-xl font-bold text-gray-900">
          Report a Sighting
        </h3>
        <div
          className="flex gap-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
          role="note"
        >
          <AlertTriangle className="mt-0.5 h-5 w-5 shrink-0 text-amber-700" aria-hidden="true" />
          <p>
            <strong>Important:</strong> Please be as accurate as possible. Report only what you saw yourself,
            with the exact place and time. A false report can send searchers the wrong way.
          </p>
        </div>

        <Field id="sighting-name" label="Your Name" required error={nameError}>
          <Input
            {...fieldAria("sighting-name", nameError)}
            {...register("reporterName")}
            autoComplete="name"
            disabled={submitting}
          />
        </Field>
        <Field
          id="sighting-contact"
          label="Contact Information"
          required
          error={contactError}
          hint="Phone or e-mail. Only the moderators see it."
        >
          <Input
            {...fieldAria("sighting-contact", contactError, true)}
            {...register("reporterContact")}
            placeholder="Phone number or e-mail address"
            disabled={submitting}
          />
        </Field>
        <Controller
          control={control}
          name="location"
          render={({ field, fieldState }) => (
            <LocationPicker
              id="sighting-location"
              label="Sighting Location"
              required
              value={field.value}
              onChange={(value) => field.onChange(value)}
              error={fieldState.error?.message}
              disabled={submitting}
              placeholder="Where did you see the person?"
              mapHeight={180}
            />
          )}
        />
        <Field id="sighting-time" label="Date and Time of Sighting" required error={timeError}>
          <Input
            {...fieldAria("sighting-time", timeError)}
            {...register("sightingTime")}
            type="datetime-local"
            max={toDateTimeLocalValue(new Date())}
            disabled={submitting}
          />
        </Field>
        <Field id="sighting-description" label="Description of Sighting" required error={descriptionError}>
          <Textarea
            {...fieldAria("sighting-description", descriptionError)}
            {...register("description")}
            rows={4}
            placeholder="What did you see? Who was the person with, which way were they going?"
            disabled={submitting}
          />
        </Field>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" variant="destructive" className="flex-1" disabled={submitting}>
            {submitting ? "Submitting..." : "Submit Sighting Report"}
          </Button>
          <Button variant="outline" onClick={onClose} disabled={submitting}>
            Cancel
          </Button>
        </div>
      </form>
    </Card>
  );
}
