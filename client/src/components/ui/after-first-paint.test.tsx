import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AfterFirstPaint } from "./after-first-paint";

describe("AfterFirstPaint", () => {
  it("shows the fallback in the first render and the children once a frame has been painted", async () => {
    render(
      <AfterFirstPaint fallback={<p>Loading...</p>}>
        <p>The form</p>
      </AfterFirstPaint>,
    );
    expect(screen.getByText("Loading...")).toBeTruthy();
    expect(screen.queryByText("The form")).toBeNull();
    expect(await screen.findByText("The form")).toBeTruthy();
    expect(screen.queryByText("Loading...")).toBeNull();
  });
});
