import type { FieldErrors, FieldValues, Resolver } from "react-hook-form";

/** Shown under a form when its rules could not be loaded (the phone lost its connection). */
export const RULES_UNAVAILABLE_MESSAGE =
  "The form could not be checked: part of the page did not load. Check your connection and try again.";

export type LazyResolver<Values extends FieldValues> = Resolver<Values> & {
  /** Starts loading the rules (for example when the person starts filling the form in). */
  preload: () => void;
};

/**
 * A form's resolver whose rules (zod and the form's schema) load on first use instead of with
 * the form. Building zod schemas is the costliest work a form page does on a phone (tens of
 * milliseconds in one block); a form checks nothing until it is touched or sent, so the page can
 * show the form first and load the rules while the person types (docs/decisions/017). If they
 * cannot be loaded, the form reports that under `root` and a later try loads them again.
 */
export function lazyResolver<Values extends FieldValues>(
  load: () => Promise<Resolver<Values>>,
): LazyResolver<Values> {
  let loading: Promise<Resolver<Values>> | null = null;
  const rules = () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
  const resolver: Resolver<Values> = async (values, context, options) => {
    let resolve: Resolver<Values>;
    try {
      resolve = await rules();
    } catch {
      const errors = {
        root: { type: "unavailable", message: RULES_UNAVAILABLE_MESSAGE },
      } as FieldErrors<Values>;
      return { values: {}, errors };
    }
    return resolve(values, context, options);
  };
  return Object.assign(resolver, { preload: () => void rules().catch(() => {}) });
}
