import { PHOTO_JPEG_QUALITY, PHOTO_MAX_WIDTH } from "@shared/constants";
import { toast } from "@/components/ui/use-toast";

// Client photo processing: image files only, scaled to at most
// 800 px wide keeping the aspect ratio, re-encoded as JPEG at quality 0.7. The server
// re-encodes again (and strips metadata); this keeps uploads small on slow mobile data.

export class InvalidImageTypeError extends Error {
  constructor() {
    super("Invalid file type");
    this.name = "InvalidImageTypeError";
  }
}

export class ImageProcessingError extends Error {
  constructor(cause?: unknown) {
    super("Error processing image", { cause });
    this.name = "ImageProcessingError";
  }
}

export function isImageFile(file: Pick<File, "type">): boolean {
  return typeof file.type === "string" && file.type.startsWith("image/");
}

/** The size to draw at: never wider than maxWidth, same aspect ratio, never enlarged. */
export function scaledSize(
  width: number,
  height: number,
  maxWidth: number = PHOTO_MAX_WIDTH,
): { width: number; height: number } {
  if (width <= maxWidth) return { width, height };
  return { width: maxWidth, height: Math.max(1, Math.round((height * maxWidth) / width)) };
}

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error("The file could not be read"));
    reader.readAsDataURL(file);
  });
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error("The image could not be loaded"));
    img.src = src;
  });
}

/**
 * Turns an image file into a compressed JPEG data URL. Throws InvalidImageTypeError for a
 * file that is not an image and ImageProcessingError when reading, decoding or drawing fails.
 */
export async function compressImage(
  file: File,
  options: { maxWidth?: number; quality?: number } = {},
): Promise<string> {
  if (!isImageFile(file)) throw new InvalidImageTypeError();
  try {
    const source = await readAsDataUrl(file);
    const img = await loadImage(source);
    const { width, height } = scaledSize(
      img.naturalWidth || img.width,
      img.naturalHeight || img.height,
      options.maxWidth ?? PHOTO_MAX_WIDTH,
    );
    if (!width || !height) throw new Error("The image has no size");
    const canvas = document.createElement("canvas");
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext("2d");
    if (!context) throw new Error("No 2D canvas context");
    // JPEG has no transparency: paint white behind transparent PNGs instead of black.
    context.fillStyle = "#ffffff";
    context.fillRect(0, 0, width, height);
    context.drawImage(img, 0, 0, width, height);
    const dataUrl = canvas.toDataURL("image/jpeg", options.quality ?? PHOTO_JPEG_QUALITY);
    if (!dataUrl.startsWith("data:image/jpeg")) throw new Error("The browser could not encode a JPEG");
    return dataUrl;
  } catch (error) {
    throw new ImageProcessingError(error);
  }
}

/** The toasts' words, in the page's language (the photo picker passes them). */
export interface PhotoProblemWords {
  invalid: string;
  invalidText: string;
  failed: string;
  failedText: string;
}

const ENGLISH_PHOTO_WORDS: PhotoProblemWords = {
  invalid: "Invalid file type",
  invalidText: "Please upload an image file (JPEG, PNG, etc.)",
  failed: "Error processing image",
  failedText: "Please try again with a smaller image.",
};

/**
 * compressImage with its toasts: 'Invalid file type' for a non-image and
 * 'Error processing image' when processing fails. Returns null after showing the toast.
 */
export async function processPhotoFile(
  file: File,
  words: PhotoProblemWords = ENGLISH_PHOTO_WORDS,
): Promise<string | null> {
  try {
    return await compressImage(file);
  } catch (error) {
    if (error instanceof InvalidImageTypeError) {
      toast({
        title: words.invalid,
        description: words.invalidText,
        variant: "destructive",
      });
    } else {
      console.error("Photo processing failed", error);
      toast({
        title: words.failed,
        description: words.failedText,
        variant: "destructive",
      });
    }
    return null;
  }
}
