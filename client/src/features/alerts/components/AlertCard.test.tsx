import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { staffAlert } from "../../../../test/fixtures";
import { AlertCard } from "./AlertCard";

const url = "/api/photos/R9rm6-INv-sJcbjm14VQ";

describe("alert card photo", () => {
  const alert = staffAlert({
    name: "Aaliyah Persaud",
    photoUrl: url,
    isVerified: true,
    status: "approved",
  });

  it("is lazy on most cards and eager with high priority on the first", () => {
    const { unmount } = render(<AlertCard alert={alert} />);
    const lazy = screen.getByRole("img", { name: "Aaliyah Persaud" });
    expect(lazy.getAttribute("loading")).toBe("lazy");
    expect(lazy.getAttribute("sizes")).toBe("(min-width: 1024px) 24rem, (min-width: 640px) 50vw, 100vw");
    unmount();
    render(<AlertCard alert={alert} priority />);
    const first = screen.getByRole("img", { name: "Aaliyah Persaud" });
    expect(first.getAttribute("loading")).toBe("eager");
    expect(first.getAttribute("fetchpriority")).toBe("high");
  });
});

describe("alert card level", () => {
  it("names the level on its colour, with words a screen reader reads, and nothing before verification", () => {
    const { unmount } = render(<AlertCard alert={staffAlert({ isVerified: true, level: "local" })} />);
    const badge = screen.getByTestId("level-badge");
    expect(badge.textContent).toBe("Alert level: Local");
    expect(badge.style.backgroundColor).toBe("rgb(29, 78, 216)");
    unmount();
    render(<AlertCard alert={staffAlert({ level: null })} />);
    expect(screen.queryByTestId("level-badge")).toBeNull();
  });
});
