import {
  createContext,
  forwardRef,
  type InputHTMLAttributes,
  type LabelHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
  useContext,
} from "react";
import { cn } from "@/lib/utils";

const fieldClasses =
  "block w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-base text-gray-900 shadow-sm placeholder:text-gray-500 focus:border-brand-700 disabled:cursor-not-allowed disabled:bg-gray-100 sm:text-sm aria-[invalid=true]:border-red-600";

export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function Input(
  { className, ...props },
  ref,
) {
  return <input ref={ref} className={cn(fieldClasses, "h-10", className)} {...props} />;
});

export const Textarea = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement>>(
  function Textarea({ className, ...props }, ref) {
    return <textarea ref={ref} className={cn(fieldClasses, className)} {...props} />;
  },
);

export function Label({ className, ...props }: LabelHTMLAttributes<HTMLLabelElement>) {
  // biome-ignore lint/a11y/noLabelWithoutControl: callers pass htmlFor
  return <label className={cn("block text-sm font-medium text-gray-800", className)} {...props} />;
}

/** A labelled field with its hint and error, wired to the control through ids for screen readers. */
export function Field({
  id,
  label,
  required,
  hint,
  error,
  children,
}: {
  id: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="space-y-1">
      <Label htmlFor={id}>
        {label}
        {required && (
          <span className="ml-0.5 text-red-700" aria-hidden="true">
            *
          </span>
        )}
      </Label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-gray-600">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/**
 * Puts a form's error messages (its rules are written in English) into the page's language: a form
 * shown in another language provides the lookup; without one, a message shows as written.
 */
export const ErrorWording = createContext<(message: string) => string>((message) => message);

/** A control's or a whole form's error message, announced when it appears; nothing without one. */
export function FieldError({ id, message }: { id?: string; message?: string }) {
  const word = useContext(ErrorWording);
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-sm text-red-700">
      {word(message)}
    </p>
  );
}

/** aria props for a control inside Field. */
export function fieldAria(id: string, error?: string, hint?: boolean) {
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ");
  return {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy || undefined,
  } as const;
}
