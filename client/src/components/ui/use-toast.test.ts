import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { toast, useToasts } from "./use-toast";

describe("toasts", () => {
  it("shows at most one toast at a time, the newest", () => {
    const { result } = renderHook(() => useToasts());
    act(() => {
      toast({ title: "First" });
      toast({ title: "Second" });
    });
    expect(result.current).toHaveLength(1);
    expect(result.current[0]?.title).toBe("Second");
  });

  it("marks a dismissed toast closed", () => {
    const { result } = renderHook(() => useToasts());
    act(() => {
      toast({ title: "Third" }).dismiss();
    });
    expect(result.current[0]?.open).toBe(false);
  });
});
