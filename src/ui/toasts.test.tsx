// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import toast from "react-hot-toast";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { notify, Toasts, TOAST_DURATION_MS } from "./toasts";

beforeEach(() => {
  vi.useFakeTimers();
  // react-hot-toast measures toasts; jsdom has no layout.
  window.matchMedia ??= () =>
    ({ matches: false, addEventListener() {}, removeEventListener() {} }) as never;
});
afterEach(() => {
  act(() => toast.remove());
  cleanup();
  vi.useRealTimers();
});

/** Lets the toaster's chunk load and mount, as a browser does between two events. */
const settle = () =>
  act(async () => {
    await vi.dynamicImportSettled();
  });

describe("notify", () => {
  it("shows nothing and loads nothing until a toast is due or the page is idle", async () => {
    render(<Toasts />);
    expect(document.querySelector("[data-rht-toaster]")).toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(0); // jsdom has no requestIdleCallback: the fallback timer
      await vi.dynamicImportSettled();
    });
    expect(document.querySelector("[data-rht-toaster]")).not.toBeNull();
  });

  it("shows each kind, with an optional heading", async () => {
    render(<Toasts />);
    notify("success", "Saved");
    notify("error", "Failed");
    notify("warn", "Careful", "Heads up");
    notify("info", "FYI");
    await settle();
    for (const text of ["Saved", "Failed", "Careful", "Heads up", "FYI"])
      expect(screen.getByText(text)).toBeTruthy();
  });

  it("keeps at most 20 toasts", async () => {
    render(<Toasts />);
    for (let i = 0; i < 25; i++) notify("info", `message ${i}`);
    await settle();
    expect(screen.getAllByText(/^message \d+$/)).toHaveLength(20);
  });

  it("dismisses after 5000 ms and removes a dismissed toast 1 s later", async () => {
    render(<Toasts />);
    notify("success", "Gone soon");
    await settle();
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 100));
    expect(screen.queryByText("Gone soon")).toBeTruthy();
    act(() => vi.advanceTimersByTime(200)); // dismissed now, still fading out
    expect(screen.queryByText("Gone soon")).toBeTruthy();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText("Gone soon")).toBeNull();
  });
});
