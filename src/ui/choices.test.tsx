// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import type { Choice } from "./choices";
import { Choices } from "./choices";

afterEach(cleanup);

type Mode = "PICKUP" | "DELIVERY" | "DINE_IN";
const MODES: Choice<Mode>[] = [
  { value: "PICKUP", label: "Pickup", hint: "At the counter" },
  { value: "DELIVERY", label: "Delivery", hint: "To your door" },
  { value: "DINE_IN", label: "Dine in", disabled: true, describedBy: "why" },
];

function Picker(props: { busy?: boolean; error?: string; look?: "chips" | "cards" | "tiles" }) {
  const [mode, setMode] = useState<Mode | null>("PICKUP");
  return (
    <>
      <Choices
        legend="Order mode"
        hint="How you get it"
        look={props.look ?? "tiles"}
        value={mode}
        onChange={setMode}
        choices={MODES}
        busy={props.busy}
        error={props.error}
      />
      <p id="why">Not at this branch</p>
    </>
  );
}

describe("Choices", () => {
  it("is a radio group named by its legend, described by its hint", () => {
    render(<Picker />);
    const group = screen.getByRole("radiogroup", { name: "Order mode" });
    const hint = document.getElementById(group.getAttribute("aria-describedby")!);
    expect(hint?.textContent).toBe("How you get it");
  });

  it("keeps its radios one group for the keyboard: one name, so one tab stop and arrow keys", () => {
    render(<Picker />);
    const radios = screen.getAllByRole("radio") as HTMLInputElement[];
    expect(radios).toHaveLength(3);
    const names = new Set(radios.map((r) => r.name));
    expect(names.size).toBe(1);
    expect([...names][0]).not.toBe("");
    // Native radios: none takes itself out of the tab order or adds a stop of its own.
    expect(radios.every((r) => r.type === "radio" && !r.hasAttribute("tabindex"))).toBe(true);
  });

  it("names a choice by its label alone and describes it by its hint and what else says more", () => {
    render(<Picker />);
    const pickup = screen.getByRole("radio", { name: "Pickup" });
    const hintId = pickup.getAttribute("aria-describedby")!;
    expect(document.getElementById(hintId)?.textContent).toBe("At the counter");
    const dineIn = screen.getByRole("radio", { name: "Dine in" });
    expect(dineIn).toHaveProperty("disabled", true);
    expect(dineIn.getAttribute("aria-describedby")).toBe("why");
  });

  it("chooses on a tap, and waits while a change is being saved", () => {
    const { unmount } = render(<Picker />);
    fireEvent.click(screen.getByRole("radio", { name: "Delivery" }));
    expect(screen.getByRole("radio", { name: "Delivery" })).toHaveProperty("checked", true);
    expect(screen.getByRole("radio", { name: "Pickup" })).toHaveProperty("checked", false);
    unmount();

    render(<Picker busy />);
    expect(screen.getByRole("radiogroup").getAttribute("aria-busy")).toBe("true");
    fireEvent.click(screen.getByRole("radio", { name: "Delivery" }));
    expect(screen.getByRole("radio", { name: "Pickup" })).toHaveProperty("checked", true);
  });

  it("says why what is chosen cannot be saved, under the choices", () => {
    render(<Picker error="Choose another" look="cards" />);
    const group = screen.getByRole("radiogroup", { name: "Order mode" });
    expect(group.getAttribute("aria-invalid")).toBe("true");
    const ids = group.getAttribute("aria-describedby")!.split(" ");
    expect(ids.map((id) => document.getElementById(id)?.textContent)).toEqual([
      "How you get it",
      "Choose another",
    ]);
  });

  it("draws chips with their label only: the hint is for the other looks", () => {
    render(<Picker look="chips" />);
    expect(screen.queryByText("At the counter")).toBeNull();
    expect(screen.getByRole("radio", { name: "Pickup" }).getAttribute("aria-describedby")).toBe(
      null,
    );
  });
});
