import type { PlaceSuggestion } from "@shared/geocode";
import { layout } from "@shared/i18n/layout.en";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { Input } from "@/components/ui/form-controls";
import { useT } from "@/i18n/i18n";
import { cn } from "@/lib/utils";
import { searchPlaces } from "./api-geocode";

const DEBOUNCE_MS = 250;

export interface AddressAutocompleteProps {
  id: string;
  value: string;
  onTextChange: (text: string) => void;
  onSelect: (place: PlaceSuggestion) => void;
  placeholder?: string;
  disabled?: boolean;
  required?: boolean;
  invalid?: boolean;
  describedBy?: string;
}

/** A combobox (WAI-ARIA pattern): type, pick a suggestion with the arrows and Enter, or click. */
export function AddressAutocomplete({
  id,
  value,
  onTextChange,
  onSelect,
  placeholder,
  disabled,
  required,
  invalid,
  describedBy,
}: AddressAutocompleteProps) {
  const tl = useT(layout);
  const listId = useId();
  const [suggestions, setSuggestions] = useState<PlaceSuggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [highlighted, setHighlighted] = useState(-1);
  const skipNextSearch = useRef(false);
  // The list closes a moment after the field loses focus (so a tap on a suggestion still lands);
  // a field gone by then closes nothing.
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  useEffect(() => {
    if (skipNextSearch.current) {
      skipNextSearch.current = false;
      return;
    }
    const text = value.trim();
    if (text.length < 2) {
      setSuggestions([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      searchPlaces(text, controller.signal).then(
        (places) => {
          setSuggestions(places);
          setHighlighted(-1);
          setOpen(places.length > 0);
        },
        () => setSuggestions([]),
      );
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [value]);

  const choose = (place: PlaceSuggestion) => {
    skipNextSearch.current = true;
    setOpen(false);
    setSuggestions([]);
    onSelect(place);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (!open || suggestions.length === 0) return;
    if (e.key === "ArrowDown") {
      e.preventDefault();
      setHighlighted((h) => (h + 1) % suggestions.length);
    } else if (e.key === "ArrowUp") {
      e.preventDefault();
      setHighlighted((h) => (h <= 0 ? suggestions.length - 1 : h - 1));
    } else if (e.key === "Enter" && highlighted >= 0) {
      e.preventDefault();
      choose(suggestions[highlighted]!);
    } else if (e.key === "Escape") {
      setOpen(false);
    }
  };

  return (
    <div className="relative">
      <Input
        id={id}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && highlighted >= 0 ? `${listId}-${highlighted}` : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        autoComplete="off"
        value={value}
        placeholder={placeholder}
        disabled={disabled}
        required={required}
        onChange={(e) => onTextChange(e.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => {
          closeTimer.current = setTimeout(() => setOpen(false), 150);
        }}
        onFocus={() => suggestions.length > 0 && setOpen(true)}
      />
      <div
        id={listId}
        role="listbox"
        tabIndex={-1}
        aria-label={tl("map.suggestions")}
        hidden={!open}
        className="absolute z-20 mt-1 max-h-64 w-full overflow-auto rounded-md border border-gray-200 bg-white py-1 shadow-lg"
      >
        {suggestions.map((place, i) => (
          <div
            key={`${place.label}-${i}`}
            id={`${listId}-${i}`}
            role="option"
            tabIndex={-1}
            aria-selected={i === highlighted}
            className={cn(
              "cursor-pointer px-3 py-2 text-sm",
              i === highlighted ? "bg-brand-50 text-brand-800" : "hover:bg-gray-50",
            )}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => choose(place)}
            onKeyDown={(e) => e.key === "Enter" && choose(place)}
          >
            {place.label}
          </div>
        ))}
      </div>
    </div>
  );
}
