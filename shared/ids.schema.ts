import { z } from "zod";
import { MAX_ID, POSITIVE_ID_MESSAGE } from "./ids";

/** The same rule as a zod schema, for query strings and bodies parsed with zod. */
export const positiveIdSchema = z.coerce
  .number({ error: POSITIVE_ID_MESSAGE })
  .int({ error: POSITIVE_ID_MESSAGE })
  .positive({ error: POSITIVE_ID_MESSAGE })
  .max(MAX_ID, { error: POSITIVE_ID_MESSAGE });
