import { latitudeSchema, longitudeSchema } from "@shared/alerts";
import { z } from "zod";
import { fromDateTimeLocalValue } from "./datetime";

// Building blocks of the forms' schemas. The rules come from the shared contracts (shared/*.ts,
// the same ones the server parses with); these adapt them to what the inputs hold.

/** How the forms word a text that is too long. */
export const formTooLong = (max: number) => `Please use at most ${max} characters`;

/**
 * A location picker's value whose address must pass a contract's rule. The failures are put on
 * the value itself, where the picker shows them.
 */
export function locationValueSchema(address: z.ZodType<unknown, string>) {
  return z
    .object({
      address: z.string(),
      latitude: latitudeSchema.nullable(),
      longitude: longitudeSchema.nullable(),
    })
    .superRefine((value, ctx) => {
      const result = address.safeParse(value.address);
      for (const issue of result.error?.issues ?? [])
        ctx.addIssue({ code: "custom", message: issue.message });
    });
}

/**
 * A datetime-local input's value, checked by a contract's rule on the ISO time it stands for.
 * Without a `required` message, an empty value stands for now.
 */
export function localDateTimeSchema(
  iso: z.ZodType<string, string>,
  messages: { required?: string; incomplete: string },
) {
  const { required, incomplete } = messages;
  return (required ? z.string().min(1, { error: required }) : z.string())
    .refine((v) => (!required && v === "") || fromDateTimeLocalValue(v) !== null, { error: incomplete })
    .transform((v) => fromDateTimeLocalValue(v) ?? new Date().toISOString())
    .pipe(iso);
}

/**
 * A form's string checked by a contract's rule whose input may also be null or absent (the
 * server accepts those; a text input always holds a string). Issues keep the contract's words.
 */
export function throughContract<T>(
  base: z.ZodType<string, string>,
  contract: z.ZodType<T, string | null | undefined>,
) {
  return base.transform((value, ctx): T => {
    const result = contract.safeParse(value);
    if (result.success) return result.data;
    for (const issue of result.error.issues) ctx.addIssue({ code: "custom", message: issue.message });
    return z.NEVER;
  });
}
