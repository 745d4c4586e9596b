import { catalog } from "./catalog";

/**
 * What a public form shows when the server refuses it. The server's messages are English (the
 * API's own words): an English page shows them as they are; the other languages translate the
 * ones this table knows ("errors", their numbers written "#") and quote any other in `failed`.
 */
export const serverErrors = catalog("serverErrors", {
  failed: "Something went wrong: {{message}}",
  tryAgain: "Please try again.",
  offline: "Could not reach the server. Check your connection and try again.",
  errors: {} as Record<string, string>,
});
