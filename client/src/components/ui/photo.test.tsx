import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Photo } from "./photo";

const url = "/api/photos/R9rm6-INv-sJcbjm14VQ";

describe("responsive photo", () => {
  it("offers 400 and 800 px WebP with JPEG sizes and the stored photo as fallbacks, lazily, in a kept box", () => {
    const { container } = render(
      <Photo src={url} alt="Aaliyah Persaud" sizes="100vw" width={800} height={600} />,
    );
    const source = container.querySelector("picture > source")!;
    expect(source.getAttribute("type")).toBe("image/webp");
    expect(source.getAttribute("srcset")).toBe(
      `${url}?w=400&format=webp 400w, ${url}?w=800&format=webp 800w`,
    );
    expect(source.getAttribute("sizes")).toBe("100vw");
    const img = screen.getByRole("img", { name: "Aaliyah Persaud" });
    expect(img.parentElement?.tagName).toBe("PICTURE");
    expect(img.getAttribute("src")).toBe(url);
    expect(img.getAttribute("srcset")).toBe(`${url}?w=400&format=jpeg 400w, ${url}?w=800&format=jpeg 800w`);
    expect(img.getAttribute("sizes")).toBe("100vw");
    expect([img.getAttribute("width"), img.getAttribute("height")]).toEqual(["800", "600"]);
    expect(img.getAttribute("loading")).toBe("lazy");
    expect(img.getAttribute("fetchpriority")).toBeNull();
  });

  it("fetches the page's main photo at once and first", () => {
    render(<Photo src={url} alt="Main" sizes="100vw" width={800} height={1000} priority />);
    const img = screen.getByRole("img", { name: "Main" });
    expect(img.getAttribute("loading")).toBe("eager");
    expect(img.getAttribute("fetchpriority")).toBe("high");
  });

  it("shows a photo URL the server does not size (an older record) as it is", () => {
    const { container } = render(
      <Photo src="data:image/png;base64,iVBORw0KGgo=" alt="Old" sizes="3rem" width={48} height={48} />,
    );
    expect(container.querySelector("picture")).toBeNull();
    const img = screen.getByRole("img", { name: "Old" });
    expect(img.getAttribute("srcset")).toBeNull();
    expect(img.getAttribute("width")).toBe("48");
  });
});
