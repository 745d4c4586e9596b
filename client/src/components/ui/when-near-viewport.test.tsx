import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { WhenNearViewport } from "./when-near-viewport";

/** A stand-in for the browser's IntersectionObserver (jsdom has none) that the test drives. */
class FakeIntersectionObserver {
  static last: FakeIntersectionObserver | null = null;
  readonly observed: Element[] = [];
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeIntersectionObserver.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {}
  enter() {
    const entries = this.observed.map((target) => ({ target, isIntersecting: true }));
    this.callback(entries as unknown as IntersectionObserverEntry[], this as unknown as IntersectionObserver);
  }
}

afterEach(() => vi.unstubAllGlobals());

describe("WhenNearViewport", () => {
  it("holds the section's place until it comes near the screen, then renders it", () => {
    vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
    const { container } = render(
      <WhenNearViewport placeholderClassName="min-h-screen" margin="200px">
        <h2>Our Growing Community</h2>
      </WhenNearViewport>,
    );
    expect(screen.queryByRole("heading", { name: "Our Growing Community" })).toBeNull();
    expect(container.querySelector(".min-h-screen")).not.toBeNull();
    expect(FakeIntersectionObserver.last?.options?.rootMargin).toBe("200px");

    act(() => FakeIntersectionObserver.last!.enter());
    expect(screen.getByRole("heading", { name: "Our Growing Community" })).toBeTruthy();
    expect(container.querySelector(".min-h-screen")).toBeNull();
  });

  it("renders at once where the browser cannot tell (no IntersectionObserver)", () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    render(
      <WhenNearViewport placeholderClassName="min-h-screen">
        <h2>Our Growing Community</h2>
      </WhenNearViewport>,
    );
    expect(screen.getByRole("heading", { name: "Our Growing Community" })).toBeTruthy();
  });
});
