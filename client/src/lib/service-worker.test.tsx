import { act, render, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";

// A new version takes over at once (decision 009): the page reloads, unless the person has typed
// into it, in which case the layout offers the reload instead of throwing the input away.

type Module = typeof import("./service-worker");
let sw: Module;

beforeEach(async () => {
  vi.resetModules();
  sw = await import("./service-worker");
});

function fakeContainer(controller: object | null) {
  return Object.assign(new EventTarget(), { controller }) as unknown as ServiceWorkerContainer & EventTarget;
}

function UpdateReady({ module }: { module: Module }) {
  return <p>{module.useUpdateReady() ? "ready" : "not ready"}</p>;
}

describe("service worker updates", () => {
  it("does not reload when the first worker takes control, and reloads on the next one", () => {
    const container = fakeContainer(null);
    const reload = vi.fn();
    sw.watchForUpdates(container, reload);
    container.dispatchEvent(new Event("controllerchange"));
    expect(reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event("controllerchange"));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("reloads at once when an update takes over a page nobody typed into", () => {
    const container = fakeContainer({});
    const reload = vi.fn();
    sw.watchForUpdates(container, reload);
    container.dispatchEvent(new Event("controllerchange"));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("offers the reload instead when something was typed", () => {
    const container = fakeContainer({});
    const reload = vi.fn();
    sw.watchForUpdates(container, reload);
    render(<UpdateReady module={sw} />);
    expect(screen.getByText("not ready")).toBeTruthy();
    const input = document.createElement("input");
    document.body.append(input);
    input.dispatchEvent(new Event("input", { bubbles: true }));
    act(() => {
      container.dispatchEvent(new Event("controllerchange"));
    });
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByText("ready")).toBeTruthy();
    input.remove();
  });
});
