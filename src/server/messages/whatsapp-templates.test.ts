import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LOCALES } from "@/domain/locale";
import { ORDER_TEMPLATES, SIGN_IN_TEMPLATE, WHATSAPP_ORDER_EVENTS } from "@/domain/whatsapp";
import type { TemplateName } from "./whatsapp-templates";
import {
  ORDER_TEMPLATE_VARIABLES,
  orderParameters,
  parameterValue,
  renderTemplate,
  TEMPLATE_TEXTS,
} from "./whatsapp-templates";

const docs = readFileSync(
  path.join(import.meta.dirname, "../../../docs/whatsapp-templates.md"),
  "utf8",
);
const variablesOf = (text: string) => [...text.matchAll(/\{\{(\d+)\}\}/g)].map((m) => Number(m[1]));
const ALL: TemplateName[] = [
  SIGN_IN_TEMPLATE as TemplateName,
  ...WHATSAPP_ORDER_EVENTS.map((e) => ORDER_TEMPLATES[e] as TemplateName),
];

describe("the WhatsApp templates", () => {
  it("has every template kedai sends, in both languages, and no other", () => {
    for (const l of LOCALES) expect(Object.keys(TEMPLATE_TEXTS[l]).sort()).toEqual([...ALL].sort());
  });

  it("numbers each template's variables 1, 2, 3… in the order they come, the same in every language, one per value sent", () => {
    for (const event of WHATSAPP_ORDER_EVENTS) {
      const count = ORDER_TEMPLATE_VARIABLES[event].length;
      for (const l of LOCALES)
        expect(variablesOf(TEMPLATE_TEXTS[l][ORDER_TEMPLATES[event] as TemplateName]), l).toEqual(
          Array.from({ length: count }, (_, i) => i + 1),
        );
    }
    for (const l of LOCALES) expect(variablesOf(TEMPLATE_TEXTS[l].kedai_sign_in_code)).toEqual([1]);
  });

  it("neither starts nor ends an order template with a variable (Meta refuses them)", () => {
    for (const l of LOCALES)
      for (const event of WHATSAPP_ORDER_EVENTS) {
        const text = TEMPLATE_TEXTS[l][ORDER_TEMPLATES[event] as TemplateName];
        expect(text, `${l} ${event}`).not.toMatch(/^\s*\{\{|\}\}\s*$/);
        expect(text, `${l} ${event}`).toMatch(l === "en" ? /Reply STOP/ : /Balas BERHENTI/);
      }
  });

  it("is listed in docs/whatsapp-templates.md with its exact text in each language", () => {
    for (const name of ALL) {
      expect(docs).toContain(`\`${name}\``);
      for (const l of LOCALES)
        expect(docs, `${name} ${l}`).toContain(`\n${TEMPLATE_TEXTS[l][name]}\n`);
    }
    for (const event of WHATSAPP_ORDER_EVENTS) {
      const section = docs.slice(docs.indexOf(`### \`${ORDER_TEMPLATES[event]}\``));
      const table = section.slice(0, section.indexOf("English (`en`)"));
      expect(table.match(/^\| `\{\{\d+\}\}` +\|/gm), event).toHaveLength(
        ORDER_TEMPLATE_VARIABLES[event].length,
      );
    }
  });

  it("fills a template with the values in order, in the customer's language", () => {
    const values = {
      brand: "Kue Demo",
      order: "A1B2C3",
      branch: "Kemang",
      amount: "Rp 85.000",
      time: "",
      reason: "Sold out",
      link: "https://kue-demo.example/orders/tracking/X1",
    };
    const parameters = orderParameters("CANCELLED", values);
    expect(parameters).toEqual([
      "Kue Demo",
      "A1B2C3",
      "Sold out",
      "https://kue-demo.example/orders/tracking/X1",
    ]);
    expect(renderTemplate("kedai_order_cancelled", "en", parameters)).toBe(
      "Sorry, Kue Demo has cancelled your order #A1B2C3. Reason: Sold out. Your order: https://kue-demo.example/orders/tracking/X1\n\nReply STOP to get no more order messages on WhatsApp.",
    );
    expect(renderTemplate("kedai_order_cancelled", "id", parameters)).toMatch(
      /^Maaf, Kue Demo membatalkan pesanan #A1B2C3\. Alasan: Sold out\./,
    );
  });

  it("sends values as the Cloud API takes them: one line, never empty, bounded", () => {
    expect(parameterValue("  Habis\n\tterjual   hari ini ")).toBe("Habis terjual hari ini");
    expect(parameterValue(" \n")).toBe("-");
    expect(parameterValue("x".repeat(500))).toHaveLength(200);
  });
});
