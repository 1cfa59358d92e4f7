// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { BUTTON_VARIANTS, Button, buttonClass } from "./button";
import { LinkButton } from "./link-button";

afterEach(cleanup);

describe("Button", () => {
  it("renders each of the five variants with its own style", () => {
    const classes = BUTTON_VARIANTS.map((v) => buttonClass(v));
    expect(new Set(classes).size).toBe(5);
    render(<Button variant="outlined">Continue</Button>);
    expect(screen.getByRole("button", { name: "Continue" }).className).toContain("border-outline");
  });

  it("throws on an unsupported variant", () => {
    expect(() => render(<Button variant={"ghost" as never}>x</Button>)).toThrow(
      /Unsupported button variant/,
    );
  });
});

describe("LinkButton", () => {
  it("links to its href", () => {
    render(<LinkButton href="/checkout">Checkout</LinkButton>);
    expect(screen.getByRole("link", { name: "Checkout" }).getAttribute("href")).toBe("/checkout");
  });

  it("throws 'href is required for Link' without an href", () => {
    expect(() => render(<LinkButton>Checkout</LinkButton>)).toThrow("href is required for Link");
  });
});
