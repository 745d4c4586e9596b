import { zodResolver } from "@hookform/resolvers/zod";
import { SIGHTING_DESCRIPTION_MIN, SIGHTING_LOCATION_MIN } from "@shared/constants";
import { SIGHTING_DESCRIPTION_MESSAGE, SIGHTING_LOCATION_MESSAGE } from "@shared/sightings";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { Field, fieldAria, Input, Textarea } from "@/components/ui/form-controls";
import { toast } from "@/components/ui/use-toast";
import { useReportSighting } from "../api/report-sighting";

const pad = (n: number) => String(n).padStart(2, "0");
/** A datetime-local value for this moment in the browser's time zone. */
export function localDateTimeValue(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

// A few minutes of slack for a phone whose clock runs fast (the server allows the same).
const FUTURE_SLACK_MS = 5 * 60_000;

/** The home dialog's rules (spec section 5): location ≥ 5, description ≥ 10, name and contact optional. */
export const homeSightingSchema = z.object({
  reporterName: z.string().max(120, { error: "Please use at most 120 characters" }),
  reporterContact: z.string().max(200, { error: "Please use at most 200 characters" }),
  location: z
    .string()
    .trim()
    .min(SIGHTING_LOCATION_MIN, { error: SIGHTING_LOCATION_MESSAGE })
    .max(300, { error: "Please use at most 300 characters" }),
  sightingTime: z
    .string()
    .refine((v) => v === "" || !Number.isNaN(new Date(v).getTime()), {
      error: "Please enter a valid date and time",
    })
    .refine((v) => v === "" || new Date(v).getTime() <= Date.now() + FUTURE_SLACK_MS, {
      error: "The time of the sighting cannot be in the future",
    }),
  description: z
    .string()
    .trim()
    .min(SIGHTING_DESCRIPTION_MIN, { error: SIGHTING_DESCRIPTION_MESSAGE })
    .max(4000, { error: "Please use at most 4000 characters" }),
});
type HomeSightingValues = z.infer<typeof homeSightingSchema>;

const blank = (): HomeSightingValues => ({
  reporterName: "",
  reporterContact: "",
  location: "",
  sightingTime: localDateTimeValue(new Date()),
  description: "",
});

/** The home page's 'Report a Sighting' dialog (alert id 1 unless told otherwise). */
export function SightingDialog({
  open,
  onOpenChange,
  alertId = 1,
  alertName,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  alertId?: number;
  alertName?: string;
}) {
  const mutation = useReportSighting();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<HomeSightingValues>({ resolver: zodResolver(homeSightingSchema), defaultValues: blank() });

  // Each opening starts fresh, with the time set to now.
  useEffect(() => {
    if (open) reset(blank());
  }, [open, reset]);

  const onSubmit = handleSubmit((values) => {
    mutation.mutate(
      {
        alertId,
        reporterName: values.reporterName.trim() || null,
        reporterContact: values.reporterContact.trim() || null,
        location: values.location.trim(),
        sightingTime: values.sightingTime
          ? new Date(values.sightingTime).toISOString()
          : new Date().toISOString(),
        description: values.description.trim(),
      },
      {
        onSuccess: () => {
          toast({
            title: "Sighting reported",
            description:
              "Thank you for reporting this sighting. Your information is critical in helping find the missing person.",
          });
          reset(blank());
          onOpenChange(false);
        },
        onError: () => {
          toast({
            title: "Error reporting sighting",
            description: "There was an error reporting the sighting. Please try again.",
            variant: "destructive",
          });
        },
      },
    );
  });

  const pending = mutation.isPending;
  return (
    <Dialog open={open} onOpenChange={(o) => !pending && onOpenChange(o)}>
      <DialogContent
        title={alertName ? `Report a Sighting: ${alertName}` : "Report a Sighting"}
        description="Your information could help save a life. All reports are confidential."
      >
        <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Report a sighting">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="home-sighting-name" label="Your Name (optional)" error={errors.reporterName?.message}>
              <Input
                {...fieldAria("home-sighting-name", errors.reporterName?.message)}
                autoComplete="name"
                disabled={pending}
                {...register("reporterName")}
              />
            </Field>
            <Field
              id="home-sighting-contact"
              label="Contact Information (optional)"
              hint="Phone or e-mail. Only moderators see it."
              error={errors.reporterContact?.message}
            >
              <Input
                {...fieldAria("home-sighting-contact", errors.reporterContact?.message, true)}
                disabled={pending}
                {...register("reporterContact")}
              />
            </Field>
          </div>
          <Field
            id="home-sighting-location"
            label="Sighting Location"
            required
            error={errors.location?.message}
          >
            <Input
              {...fieldAria("home-sighting-location", errors.location?.message)}
              placeholder="Where did you see the person?"
              disabled={pending}
              {...register("location")}
            />
          </Field>
          <Field
            id="home-sighting-time"
            label="Date and Time of Sighting"
            required
            error={errors.sightingTime?.message}
          >
            <Input
              {...fieldAria("home-sighting-time", errors.sightingTime?.message)}
              type="datetime-local"
              max={localDateTimeValue(new Date(Date.now() + FUTURE_SLACK_MS))}
              disabled={pending}
              {...register("sightingTime")}
            />
          </Field>
          <Field
            id="home-sighting-description"
            label="Description of Sighting"
            required
            error={errors.description?.message}
          >
            <Textarea
              {...fieldAria("home-sighting-description", errors.description?.message)}
              rows={4}
              placeholder="What did you see? Clothing, who they were with, direction of travel..."
              disabled={pending}
              {...register("description")}
            />
          </Field>
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? "Submitting..." : "Submit Sighting Report"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
