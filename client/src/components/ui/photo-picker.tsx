import { layout } from "@shared/i18n/layout.en";
import { Camera, Loader2, Trash2 } from "lucide-react";
import { type ChangeEvent, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/form-controls";
import { useT } from "@/i18n/i18n";
import { processPhotoFile } from "@/lib/image";
import { cn } from "@/lib/utils";

export interface PhotoPickerTexts {
  choose: string;
  change: string;
  remove: string;
  /** Alternative text of the preview. */
  previewAlt: string;
}

/**
 * An optional photo: pick an image file, see it, change or remove it. The file is checked and
 * turned into a compressed JPEG data URL in the browser before it is
 * sent; problems are shown as toasts by processPhotoFile. The preview is `${id}-preview`.
 */
export function PhotoPicker({
  id,
  label,
  hint,
  texts,
  shape,
  value,
  onChange,
  disabled,
}: {
  id: string;
  label: string;
  hint?: string;
  texts: PhotoPickerTexts;
  /** round: a person's avatar; square: a photo to recognise someone by. */
  shape: "round" | "square";
  value: string | null;
  onChange: (dataUrl: string | null) => void;
  disabled?: boolean;
}) {
  const tl = useT(layout);
  const inputRef = useRef<HTMLInputElement>(null);
  const [processing, setProcessing] = useState(false);
  const busy = disabled || processing;
  const frame = shape === "round" ? "h-16 w-16 rounded-full" : "h-32 w-32 rounded-md border";

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Choosing the same file again (after a removal) must fire a change.
    event.target.value = "";
    if (!file) return;
    setProcessing(true);
    try {
      const dataUrl = await processPhotoFile(file, {
        invalid: tl("photo.invalid"),
        invalidText: tl("photo.invalidText"),
        failed: tl("photo.failed"),
        failedText: tl("photo.failedText"),
      });
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
            alt={texts.previewAlt}
            className={cn(frame, "border-gray-200 object-cover")}
            data-testid={`${id}-preview`}
          />
        ) : (
          <span
            aria-hidden="true"
            className={cn(
              frame,
              "flex items-center justify-center border-dashed border-gray-300 bg-gray-50 text-gray-500",
            )}
          >
            <Camera className="h-6 w-6" />
          </span>
        )}
        <div className="flex flex-wrap gap-2">
          <input
            ref={inputRef}
            id={id}
            type="file"
            accept="image/*"
            className="sr-only"
            aria-describedby={hint ? `${id}-hint` : undefined}
            onChange={onFile}
            disabled={busy}
          />
          <Button
            variant="outline"
            onClick={() => inputRef.current?.click()}
            disabled={busy}
            aria-controls={id}
          >
            {processing ? (
              <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
            ) : (
              <Camera className="h-4 w-4" aria-hidden="true" />
            )}
            {value ? texts.change : texts.choose}
          </Button>
          {value && (
            <Button variant="ghost" onClick={() => onChange(null)} disabled={busy}>
              <Trash2 className="h-4 w-4" aria-hidden="true" />
              {texts.remove}
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
