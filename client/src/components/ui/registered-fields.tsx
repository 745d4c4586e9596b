import { type InputHTMLAttributes, memo, type ReactNode, type TextareaHTMLAttributes } from "react";
import type { FieldValues, Path, UseFormRegister } from "react-hook-form";
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
// `register`.

interface Registered<T extends FieldValues> {
  id: string;
  name: Path<T>;
  label: string;
  register: UseFormRegister<T>;
  error?: string;
  required?: boolean;
  hint?: string;
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name">;
type TextareaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "name">;

function RegisteredInput<T extends FieldValues>({
  id,
  name,
  label,
  register,
  error,
  required,
  hint,
  ...inputProps
}: Registered<T> & InputProps) {
  return (
    <Field id={id} label={label} required={required} hint={hint} error={error}>
      <Input {...fieldAria(id, error, hint !== undefined)} {...inputProps} {...register(name)} />
    </Field>
  );
}

function RegisteredTextarea<T extends FieldValues>({
  id,
  name,
  label,
  register,
  error,
  required,
  hint,
  ...textareaProps
}: Registered<T> & TextareaProps) {
  return (
    <Field id={id} label={label} required={required} hint={hint} error={error}>
      <Textarea {...fieldAria(id, error, hint !== undefined)} {...textareaProps} {...register(name)} />
    </Field>
  );
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

// memo drops the type parameter; the casts give it back (the props are compared as they are).
/** A text input with its label, hint and error, registered under `name`. */
export const TextField = memo(RegisteredInput) as typeof RegisteredInput;
/** A textarea with its label, hint and error, registered under `name`. */
export const TextareaField = memo(RegisteredTextarea) as typeof RegisteredTextarea;
/** A checkbox with its label and error, registered under `name`. */
export const CheckboxField = memo(RegisteredCheckbox) as typeof RegisteredCheckbox;
