// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import type { MoneyProblem } from "@/domain/money-input";
import { CATALOGS } from "@/i18n/catalogs";
import type { Locale } from "@/domain/locale";
import { MoneyInput, useMoneyProblem } from "./money-input";

afterEach(cleanup);

// The text queries see a no-break space as a space; the catalog words keep it.
const nbsp = "\u00a0";

function Field({ currency, start = "" }: { currency: string; start?: string }) {
  const [value, setValue] = useState(start);
  return (
    <MoneyInput
      label="Price"
      currency={currency}
      value={value}
      describedBy="hint"
      onChange={setValue}
    />
  );
}

const inLanguage = (locale: Locale, ui: React.ReactNode) =>
  render(
    <NextIntlClientProvider locale={locale} messages={CATALOGS[locale]}>
      {ui}
    </NextIntlClientProvider>,
  );

describe("MoneyInput (issue 31 item 1)", () => {
  it("says under the field what it reads, as the owner types", () => {
    inLanguage("en", <Field currency="IDR" />);
    const input = screen.getByRole("textbox", { name: "Price" });
    expect(input.getAttribute("inputmode")).toBe("decimal");
    expect(input.getAttribute("aria-describedby")).toBe("hint");
    fireEvent.change(input, { target: { value: "350.000" } });
    const understood = screen.getByText("= Rp 350.000");
    expect(input.getAttribute("aria-describedby")).toBe(`hint ${understood.id}`);
    fireEvent.change(input, { target: { value: "Rp 1,250,000" } });
    expect(screen.getByText("= Rp 1.250.000")).toBeTruthy();
    // What cannot be read shows no reading: the form says why on Save.
    fireEvent.change(input, { target: { value: "350.00" } });
    expect(screen.queryByText(/^= /)).toBeNull();
    expect(input.getAttribute("aria-describedby")).toBe("hint");
  });

  it("reads riyal with its decimals", () => {
    inLanguage("id", <Field currency="SAR" start="12,5" />);
    expect(screen.getByText("= SAR 12,50")).toBeTruthy();
  });

  it("says a refusal in both languages", () => {
    const said: string[] = [];
    function Say({ problem }: { problem: MoneyProblem }) {
      said.push(useMoneyProblem()(problem, "IDR"));
      return null;
    }
    for (const locale of ["en", "id"] as const) {
      inLanguage(locale, <Say problem="decimals" />);
      inLanguage(locale, <Say problem="tooLarge" />);
    }
    expect(said).toEqual([
      "No decimals here: thousands are written with a point or a comma, like 350.000 or 350,000.",
      `Too large: at most Rp${nbsp}1.000.000.000.`,
      "Tanpa desimal: ribuan ditulis dengan titik atau koma, misalnya 350.000 atau 350,000.",
      `Terlalu besar: paling banyak Rp${nbsp}1.000.000.000.`,
    ]);
  });
});
