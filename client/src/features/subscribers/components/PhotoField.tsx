import { Camera, Loader2, Trash2 } from "lucide-react";
import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { processPhotoFile } from "@/lib/image";

/** Optional profile photo: upload, change or remove; compressed in the browser before sending. */
export function PhotoField({
  id,
  value,
  onChange,
  disabled,
}: {
  id: string;
  value: string;
  onChange: (dataUrl: string) => void;
  disabled?: boolean;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [processing, setProcessing] = useState(false);

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setProcessing(true);
    try {
      const dataUrl = await processPhotoFile(file);
      if (dataUrl) onChange(dataUrl);
    } finally {
      setProcessing(false);
      // Choosing the same file again after a removal must fire a change.
      if (inputRef.current) inputRef.current.value = "";
    }
  };

  return (
    <div className="space-y-2">
      <p className="block text-sm font-medium text-gray-800" id={`${id}-label`}>
        Profile Photo (optional)
      </p>
      <div className="flex items-center gap-4">
        {value ? (
          <img
            src={value}
            alt="You, as shown to other supporters"
            className="h-16 w-16 rounded-full object-cover"
            data-testid="photo-preview"
          />
        ) : (
          <span
            aria-hidden="true"
            className="flex h-16 w-16 items-center justify-center rounded-full bg-gray-100 text-gray-500"
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
            aria-labelledby={`${id}-label`}
            aria-describedby={`${id}-hint`}
            disabled={disabled || processing}
            onChange={(e) => onFile(e.target.files?.[0])}
          />
          <Button
            variant="outline"
            size="sm"
            onClick={() => inputRef.current?.click()}
            disabled={disabled || processing}
          >
            {processing ? (
              <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
            ) : (
              <Camera className="h-4 w-4" aria-hidden="true" />
            )}
            {value ? "Change Photo" : "Upload Photo"}
          </Button>
          {value && (
            <Button variant="ghost" size="sm" onClick={() => onChange("")} disabled={disabled || processing}>
              <Trash2 className="h-4 w-4" aria-hidden="true" />
              Remove Photo
            </Button>
          )}
        </div>
      </div>
      <p id={`${id}-hint`} className="text-xs text-gray-600">
        Your photo appears with your name in the Recent Supporters list.
      </p>
    </div>
  );
}
