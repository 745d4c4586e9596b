import { z } from "zod";

/** Every API error body (docs/ARCHITECTURE.md, Errors). */
export const apiErrorSchema = z.object({ message: z.string() });
export type ApiError = z.infer<typeof apiErrorSchema>;
