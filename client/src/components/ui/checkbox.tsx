import { forwardRef, type InputHTMLAttributes, type ReactNode } from "react";
import { cn } from "@/lib/utils";
import { FieldError } from "./form-controls";

/** A native checkbox with its label beside it and an optional error, wired for screen readers. */
export const Checkbox = forwardRef<
  HTMLInputElement,
  Omit<InputHTMLAttributes<HTMLInputElement>, "type"> & { id: string; label: ReactNode; error?: string }
>(function Checkbox({ id, label, error, className, ...props }, ref) {
  return (
    <div className={cn("space-y-1", className)}>
      <div className="flex items-start gap-2">
        <input
          ref={ref}
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-0.5 h-4 w-4 shrink-0 rounded border-gray-400 accent-brand-700 disabled:cursor-not-allowed"
          {...props}
        />
        <label
          htmlFor={id}
          className={cn("text-sm text-gray-800", props.disabled && "cursor-not-allowed text-gray-500")}
        >
          {label}
        </label>
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
});
