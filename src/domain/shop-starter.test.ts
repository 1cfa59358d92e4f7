import { describe, expect, it } from "vitest";
import { checkBrandFile } from "./brand-config";
import { contrastProblems } from "./brand-contrast";
import { SHOP_KINDS, starterBrandFile, starterLogoSvg } from "./shop-starter";

const choice = { address: "dapur-sari", name: "Dapur Sari", ownerPhone: "+6281200035001" };

describe("starterBrandFile", () => {
  for (const kind of SHOP_KINDS)
    for (const language of ["en", "id"] as const)
      it(`is a valid brand file for a ${kind} in ${language}, readable, with its owner`, () => {
        const checked = checkBrandFile(
          starterBrandFile({ ...choice, kind, language, starter: true }),
        );
        if (!checked.ok) throw new Error(JSON.stringify(checked.problems));
        const { file } = checked;
        expect(contrastProblems(file.storeConfigs.branding.colors)).toEqual([]);
        expect(file.brand).toMatchObject({ id: "dapur-sari", defaultLanguage: language });
        expect(file.staff).toEqual([
          expect.objectContaining({ phoneNumber: choice.ownerPhone, role: "owner" }),
        ]);
        expect(file.menus[0]!.sections.flatMap((s) => s.items).length).toBeGreaterThan(2);
        expect(file.branches[0]!.openingHours).toBeDefined();
      });

  it("starts empty when asked: no items, no hours", () => {
    const checked = checkBrandFile(
      starterBrandFile({ ...choice, kind: "cake", language: "id", starter: false }),
    );
    if (!checked.ok) throw new Error(JSON.stringify(checked.problems));
    expect(checked.file.menus[0]!.sections).toEqual([]);
    expect(checked.file.branches[0]!.openingHours).toBeUndefined();
  });

  it("speaks the shop's language", () => {
    const id = starterBrandFile({ ...choice, kind: "coffee", language: "id", starter: true });
    expect(id.menus[0]!.sections[0]!.items[0]!.name).toBe("Es kopi susu");
    const en = starterBrandFile({ ...choice, kind: "coffee", language: "en", starter: true });
    expect(en.menus[0]!.sections[0]!.items[0]!.name).toBe("Iced milk coffee");
  });
});

describe("starterLogoSvg", () => {
  it("writes the name as text, escaped", () => {
    const svg = starterLogoSvg(`Kue <"Bu"> & 'Sari'`);
    expect(svg).toContain("Kue &lt;&quot;Bu&quot;&gt; &amp; &apos;Sari&apos;");
    expect(svg).not.toContain('<"');
  });
});
