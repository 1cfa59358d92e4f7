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

describe("notify", () => {
  it("shows each kind, with an optional heading", () => {
    render(<Toasts />);
    act(() => {
      notify("success", "Saved");
      notify("error", "Failed");
      notify("warn", "Careful", "Heads up");
      notify("info", "FYI");
    });
    for (const text of ["Saved", "Failed", "Careful", "Heads up", "FYI"])
      expect(screen.getByText(text)).toBeTruthy();
  });

  it("keeps at most 20 toasts", () => {
    render(<Toasts />);
    act(() => {
      for (let i = 0; i < 25; i++) notify("info", `message ${i}`);
    });
    expect(screen.getAllByText(/^message \d+$/)).toHaveLength(20);
  });

  it("dismisses after 5000 ms and removes a dismissed toast 1 s later", () => {
    render(<Toasts />);
    act(() => void notify("success", "Gone soon"));
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 100));
    expect(screen.queryByText("Gone soon")).toBeTruthy();
    act(() => vi.advanceTimersByTime(200)); // dismissed now, still fading out
    expect(screen.queryByText("Gone soon")).toBeTruthy();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText("Gone soon")).toBeNull();
  });
});
