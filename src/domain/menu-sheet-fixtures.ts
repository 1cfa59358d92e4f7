// Shared by the menu sheet's unit tests (issue 35 item 5): its words in both languages and a
// small brand.
import type { SheetBrand, SheetWords } from "./menu-sheet";

/** The words of src/i18n/server/ * /menu-sheet.json, in short (the domain reads no catalog). */
export const EN: SheetWords = {
  columns: {
    id: "id",
    section: "section",
    name: "name",
    description: "description",
    price: "price",
    noticeHours: "notice hours",
    shown: "shown",
    soldAt: "sold at",
  },
  aliases: { noticeHours: ["lead time"] },
  yes: ["yes"],
  no: ["no"],
};
export const ID: SheetWords = {
  columns: {
    id: "id",
    section: "bagian",
    name: "nama",
    description: "deskripsi",
    price: "harga",
    noticeHours: "pesan sebelumnya (jam)",
    shown: "tampil",
    soldAt: "dijual di",
  },
  aliases: { section: ["kategori"] },
  yes: ["ya"],
  no: ["tidak"],
};

export const BRAND: SheetBrand = {
  brand: { currency: "IDR", orderAhead: { daysAhead: 2 } },
  menus: [
    {
      id: "main",
      sections: [
        {
          id: "cakes",
          name: "Cakes",
          items: [
            { uid: "brownies", name: "Brownies", description: "", price: 25_000, leadTimeHours: 0 },
            {
              uid: "lapis",
              name: "Lapis Legit",
              description: "Layered, spiced.",
              price: 350_000,
              leadTimeHours: 48,
              hidden: true,
            },
          ],
        },
        {
          id: "drinks",
          name: "Drinks",
          items: [{ uid: "tea", name: "Teh", description: "", price: 8_000, leadTimeHours: 0 }],
        },
      ],
    },
  ],
  branches: [
    { id: "kemang", name: "Kemang", menuId: "main", hiddenItems: ["tea"] },
    { id: "menteng", name: "Menteng", menuId: "main" },
  ],
};
