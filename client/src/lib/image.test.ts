import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const toastMock = vi.fn();
vi.mock("@/components/ui/use-toast", () => ({ toast: (o: unknown) => toastMock(o) }));

const { compressImage, processPhotoFile, scaledSize, InvalidImageTypeError } = await import("./image");

let imageSize = { width: 1600, height: 1200 };
let imageFails = false;
const drawn: Array<{ width: number; height: number }> = [];
const encoded: Array<[string, number]> = [];

class FakeImage {
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  naturalWidth = 0;
  naturalHeight = 0;
  width = 0;
  height = 0;
  set src(_value: string) {
    setTimeout(() => {
      if (imageFails) {
        this.onerror?.();
        return;
      }
      this.naturalWidth = imageSize.width;
      this.naturalHeight = imageSize.height;
      this.onload?.();
    }, 0);
  }
}

beforeEach(() => {
  toastMock.mockReset();
  drawn.length = 0;
  encoded.length = 0;
  imageFails = false;
  vi.stubGlobal("Image", FakeImage);
  vi.spyOn(console, "error").mockImplementation(() => {});
  vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockImplementation(function (this: HTMLCanvasElement) {
    return {
      fillStyle: "",
      fillRect: () => {},
      drawImage: () => drawn.push({ width: this.width, height: this.height }),
    } as unknown as CanvasRenderingContext2D;
  } as never);
  vi.spyOn(HTMLCanvasElement.prototype, "toDataURL").mockImplementation(
    (type?: string, quality?: unknown) => {
      encoded.push([String(type), Number(quality)]);
      return "data:image/jpeg;base64,AAAA";
    },
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const file = (type: string) => new File([new Uint8Array([1, 2, 3])], "photo", { type });

describe("photo processing", () => {
  it("keeps the aspect ratio and never enlarges", () => {
    expect(scaledSize(1600, 1200)).toEqual({ width: 800, height: 600 });
    expect(scaledSize(4032, 3024)).toEqual({ width: 800, height: 600 });
    expect(scaledSize(640, 480)).toEqual({ width: 640, height: 480 });
    expect(scaledSize(801, 3000)).toEqual({ width: 800, height: 2996 });
  });

  it("scales a large photo to 800 px wide and encodes JPEG at quality 0.7", async () => {
    imageSize = { width: 1600, height: 1200 };
    const url = await compressImage(file("image/png"));
    expect(url).toBe("data:image/jpeg;base64,AAAA");
    expect(drawn).toEqual([{ width: 800, height: 600 }]);
    expect(encoded).toEqual([["image/jpeg", 0.7]]);
  });

  it("refuses a file that is not an image with the spec's toast", async () => {
    await expect(compressImage(file("application/pdf"))).rejects.toBeInstanceOf(InvalidImageTypeError);
    expect(await processPhotoFile(file("text/plain"))).toBeNull();
    expect(toastMock).toHaveBeenCalledWith(
      expect.objectContaining({
        title: "Invalid file type",
        description: "Please upload an image file (JPEG, PNG, etc.)",
      }),
    );
  });

  it("shows 'Error processing image' when the image cannot be decoded", async () => {
    imageFails = true;
    expect(await processPhotoFile(file("image/jpeg"))).toBeNull();
    expect(toastMock).toHaveBeenCalledWith(
      expect.objectContaining({
        title: "Error processing image",
        description: "Please try again with a smaller image.",
      }),
    );
  });
});
