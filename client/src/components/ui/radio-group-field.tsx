import { memo } from "react";
import type { FieldValues, Path, UseFormRegister } from "react-hook-form";
import { cn } from "@/lib/utils";

/**
 * A question answered by one of a few choices (Yes / No / Don't know): native radio buttons in a
 * fieldset whose legend is the question, registered under `name`. Memoised like the other
 * registered fields (registered-fields.tsx): it renders again only when its own props change.
 */
function RadioGroup<T extends FieldValues>({
  id,
  name,
  legend,
  options,
  register,
  disabled,
  className,
}: {
  id: string;
  name: Path<T>;
  legend: string;
  options: readonly { value: string; label: string }[];
  register: UseFormRegister<T>;
  disabled?: boolean;
  className?: string;
}) {
  return (
    <fieldset className={cn("space-y-1", className)} disabled={disabled}>
      <legend className="text-sm font-medium text-gray-800">{legend}</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-1">
        {options.map((option) => (
          <div key={option.value} className="flex items-center gap-2">
            <input
              id={`${id}-${option.value}`}
              type="radio"
              value={option.value}
              className="h-4 w-4 accent-brand-700 disabled:cursor-not-allowed"
              {...register(name)}
            />
            <label htmlFor={`${id}-${option.value}`} className="text-sm text-gray-800">
              {option.label}
            </label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}

export const RadioGroupField = memo(RadioGroup) as typeof RadioGroup;
