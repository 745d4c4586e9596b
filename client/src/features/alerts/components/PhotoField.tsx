import { ImagePlus, Loader2, Trash2 } from "lucide-react";
import { type ChangeEvent, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/form-controls";
import { processPhotoFile } from "@/lib/image";

/**
 * An optional photo: pick an image file, see it, change or remove it. The file is turned into
 * a compressed JPEG data URL in the browser (spec section 5, Photo) before it is sent.
 */
export function PhotoField({
  id,
  label,
  hint,
  value,
  onChange,
  disabled,
}: {
  id: string;
  label: string;
  hint?: string;
  value: string | null;
  onChange: (dataUrl: string | null) => void;
  disabled?: boolean;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [processing, setProcessing] = useState(false);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    setProcessing(true);
    try {
      const dataUrl = await processPhotoFile(file);
      if (dataUrl) onChange(dataUrl);
    } finally {
      setProcessing(false);
    }
  };

  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-gray-600">
          {hint}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-4">
        {value ? (
          <img
            src={value}
            alt="Preview of the missing person"
            className="h-32 w-32 rounded-md border border-gray-200 object-cover"
            data-testid={`${id}-preview`}
          />
        ) : (
          <div className="flex h-32 w-32 items-center justify-center rounded-md border border-dashed border-gray-300 bg-gray-50 text-gray-500">
            <ImagePlus className="h-8 w-8" aria-hidden="true" />
          </div>
        )}
        <div className="flex flex-col gap-2">
          <input
            ref={inputRef}
            id={id}
            type="file"
            accept="image/*"
            className="sr-only"
            aria-describedby={hint ? `${id}-hint` : undefined}
            onChange={onFile}
            disabled={disabled || processing}
          />
          <Button
            variant="outline"
            onClick={() => inputRef.current?.click()}
            disabled={disabled || processing}
            aria-controls={id}
          >
            {processing ? (
              <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
            ) : (
              <ImagePlus className="h-4 w-4" aria-hidden="true" />
            )}
            {value ? "Change photo" : "Choose photo"}
          </Button>
          {value && (
            <Button variant="ghost" onClick={() => onChange(null)} disabled={disabled}>
              <Trash2 className="h-4 w-4" aria-hidden="true" />
              Remove photo
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
