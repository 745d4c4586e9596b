import {
  SHARING_POLICIES,
  SHARING_POLICY_DESCRIPTIONS,
  SHARING_POLICY_LABELS,
  type SharingPolicy,
} from "@shared/sharing";
import { useId } from "react";
import { cn } from "@/lib/utils";

const optionClasses =
  "flex cursor-pointer items-start gap-2 rounded-md border border-gray-200 p-2 text-sm has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-700";

/**
 * Who may see and pass on an alert (shared/sharing.ts), as one radio group: native radios, so
 * arrow keys move the choice and Tab leaves the group. `suggested` marks the level's default.
 */
export function SharingPolicyPicker({
  value,
  onChange,
  suggested,
  disabled = false,
  className,
}: {
  value: SharingPolicy;
  onChange: (next: SharingPolicy) => void;
  suggested?: SharingPolicy;
  disabled?: boolean;
  className?: string;
}) {
  const id = useId();
  return (
    // Sized by its own width: three options side by side on a card, one under another on a phone.
    <div className={cn("@container", className)} data-testid="sharing-policy-picker">
      <fieldset disabled={disabled}>
        <legend className="mb-1 text-sm font-semibold text-gray-900">Who may see and share it</legend>
        <div className="grid gap-2 @xl:grid-cols-3">
          {SHARING_POLICIES.map((policy) => (
            <label key={policy} className={optionClasses}>
              <input
                type="radio"
                name={`${id}-policy`}
                value={policy}
                checked={value === policy}
                onChange={() => onChange(policy)}
                aria-labelledby={`${id}-${policy}-name`}
                aria-describedby={`${id}-${policy}-description`}
                className="mt-1"
              />
              <span>
                <span id={`${id}-${policy}-name`} className="block font-medium text-gray-900">
                  {suggested === policy
                    ? `${SHARING_POLICY_LABELS[policy]} (suggested)`
                    : SHARING_POLICY_LABELS[policy]}
                </span>
                <span id={`${id}-${policy}-description`} className="block text-xs text-gray-600">
                  {SHARING_POLICY_DESCRIPTIONS[policy]}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
