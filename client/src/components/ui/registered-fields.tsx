import {
  type ComponentType,
  type InputHTMLAttributes,
  memo,
  type ReactElement,
  type ReactNode,
  type TextareaHTMLAttributes,
} from "react";
import {
  type Control,
  Controller,
  type ControllerRenderProps,
  type FieldErrors,
  type FieldValues,
  get,
  type Path,
  type UseFormRegister,
  type UseFormRegisterReturn,
} from "react-hook-form";
import { Checkbox } from "./checkbox";
import { Field, fieldAria, Input, Textarea } from "./form-controls";

// Controls registered with react-hook-form, each in its own memoised component. A form built on
// useForm renders again whenever its state changes, and once more as it mounts (useForm marks
// itself ready in a layout effect, which React renders synchronously in the same task). Written
// inline, every field then renders again too, and `register(name)` hands React a new ref callback,
// which React detaches and attaches, registering the field again. On a slow phone that second pass
// over a dozen fields is most of the long task that takes a server-rendered form over
// (docs/decisions/018). Here a field renders again only when its own props change (its error, its
// disabled state), so callers pass plain values: strings, numbers, booleans, and the form's stable
// `register`. A controlled part (a `Controller`: the location picker, a photo) is memoised the same
// way by ControlledField.

interface Registered<T extends FieldValues> {
  id: string;
  name: Path<T>;
  label: string;
  register: UseFormRegister<T>;
  error?: string;
  required?: boolean;
  hint?: string;
}

/**
 * A registered field for one kind of control (an Input, a Textarea): the control with its label,
 * hint and error, and the props of `P` passed on to it.
 */
function registeredField<P>(Control: ComponentType<P & UseFormRegisterReturn>) {
  function RegisteredField<T extends FieldValues>({
    id,
    name,
    label,
    register,
    error,
    required,
    hint,
    ...controlProps
  }: Registered<T> & Omit<P, "id" | "name">) {
    // The casts: TypeScript cannot add fieldAria's id and the rest of P back up to P.
    return (
      <Field id={id} label={label} required={required} hint={hint} error={error}>
        <Control
          {...(fieldAria(id, error, hint !== undefined) as P)}
          {...(controlProps as P)}
          {...register(name)}
        />
      </Field>
    );
  }
  // memo drops the type parameter; the cast gives it back (the props are compared as they are).
  return memo(RegisteredField) as typeof RegisteredField;
}

function RegisteredCheckbox<T extends FieldValues>({
  id,
  name,
  label,
  register,
  error,
  disabled,
}: Omit<Registered<T>, "required" | "hint" | "label"> & { label: ReactNode; disabled?: boolean }) {
  return <Checkbox id={id} label={label} error={error} disabled={disabled} {...register(name)} />;
}

/**
 * A form's registered fields by name: each one's id, name, the form's `register`, its error and
 * whether the form is busy, to spread on a TextField, TextareaField or CheckboxField.
 */
export function registeredFieldProps<T extends FieldValues, N extends Path<T>>({
  ids,
  register,
  errors,
  disabled,
}: {
  ids: Record<N, string>;
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  disabled: boolean;
}) {
  return (name: N) => {
    // For a generic name react-hook-form cannot type the entry; a field's error has a string message.
    const message = (get(errors, name) as { message?: unknown } | undefined)?.message;
    return {
      id: ids[name],
      name,
      register,
      error: typeof message === "string" ? message : undefined,
      disabled,
    };
  };
}

/** A text input with its label, hint and error, registered under `name`. */
export const TextField = registeredField<InputHTMLAttributes<HTMLInputElement>>(Input);
/** A textarea with its label, hint and error, registered under `name`. */
export const TextareaField = registeredField<TextareaHTMLAttributes<HTMLTextAreaElement>>(Textarea);
/** A checkbox with its label and error, registered under `name`. */
export const CheckboxField = memo(RegisteredCheckbox) as typeof RegisteredCheckbox;

/** What a controlled part renders from: its field, its error, and whether it is disabled. */
export interface ControlledRenderProps<T extends FieldValues, N extends Path<T>> {
  field: ControllerRenderProps<T, N>;
  error: string | undefined;
  disabled: boolean;
}

function Controlled<T extends FieldValues, N extends Path<T>>({
  control,
  name,
  error,
  disabled = false,
  render,
}: {
  control: Control<T>;
  name: N;
  /** The form's error for this part, shown when the field has none of its own (a nested value's). */
  error?: string;
  disabled?: boolean;
  /** Defined once, outside the form: a new function on every render of the form defeats the memo. */
  render: (props: ControlledRenderProps<T, N>) => ReactElement;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) =>
        render({ field, error: fieldState.error?.message ?? error, disabled })
      }
    />
  );
}

/** A react-hook-form Controller that renders again only when its own props (or its field) change. */
export const ControlledField = memo(Controlled) as typeof Controlled;
