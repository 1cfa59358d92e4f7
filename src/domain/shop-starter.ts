// A shop made by sign-up (issue 35 item 1) starts from a brand file like any other (docs/brand-config.md),
// made here from what the person chose: its kind gives a starter menu without photos and typical
// hours, in the shop's language, which they may keep or not ("start empty": one empty menu, no
// hours). Everything else is a placeholder the set-up checklist asks them to replace: the first
// branch's address (STARTER_ADDRESS), colours, the logo (a wordmark of the name).
import type { BusinessType } from "./brand-config";
import type { WeeklyHours } from "./hours-schema";
import type { Locale } from "./locale";

export const SHOP_KINDS = ["cake", "coffee", "restaurant"] as const;
export type ShopKind = (typeof SHOP_KINDS)[number];

/** A shop's name: one line people read on every page. */
export const SHOP_NAME_MAX = 60;

/** The starter logo's path in the starter file (its bytes come with it: starterLogoSvg). */
export const STARTER_LOGO = "logo.svg";

/**
 * Where a new shop's first branch is until its owner says: the set-up's "first branch" step is
 * done once the address is no longer this one (the pin starts at central Jakarta).
 */
export const STARTER_ADDRESS = {
  address: "-",
  city: "Jakarta",
  postalCode: "10110",
  lat: -6.1754,
  lng: 106.8272,
} as const;

interface Kind {
  businessType: BusinessType;
  colors: { primary: string; surfaceVariant: string; outline: string };
  hours: WeeklyHours;
  sections: { id: string; name: Record<Locale, string>; items: StarterItem[] }[];
}
interface StarterItem {
  uid: string;
  name: Record<Locale, string>;
  description: Record<Locale, string>;
  price: number;
}

const everyDay = (open: string, close: string): WeeklyHours =>
  Object.fromEntries(
    (["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const).map((d) => [d, [{ open, close }]]),
  );

const item = (
  uid: string,
  price: number,
  en: [string, string],
  id: [string, string],
): StarterItem => ({
  uid,
  price,
  name: { en: en[0], id: id[0] },
  description: { en: en[1], id: id[1] },
});

export const SHOP_KIND_STARTERS: Readonly<Record<ShopKind, Kind>> = {
  cake: {
    businessType: "Bakery",
    colors: { primary: "#8A1C3F", surfaceVariant: "#F8E6EC", outline: "#9A6F7E" },
    hours: everyDay("08:00", "20:00"),
    sections: [
      {
        id: "cakes",
        name: { en: "Whole cakes", id: "Kue utuh" },
        items: [
          item(
            "chocolate-cake",
            250000,
            ["Chocolate cake", "20 cm, serves 10."],
            ["Kue cokelat", "20 cm, untuk 10 orang."],
          ),
          item(
            "cheesecake",
            280000,
            ["Cheesecake", "Baked, 20 cm."],
            ["Cheesecake", "Dipanggang, 20 cm."],
          ),
        ],
      },
      {
        id: "slices",
        name: { en: "Slices and pastries", id: "Potongan dan pastri" },
        items: [
          item(
            "brownies",
            35000,
            ["Brownies", "A box of four."],
            ["Brownies", "Satu kotak isi empat."],
          ),
          item("croissant", 25000, ["Butter croissant", ""], ["Croissant mentega", ""]),
        ],
      },
    ],
  },
  coffee: {
    businessType: "CafeOrCoffeeShop",
    colors: { primary: "#1F5135", surfaceVariant: "#E6EFE8", outline: "#6B8676" },
    hours: everyDay("07:00", "22:00"),
    sections: [
      {
        id: "coffee",
        name: { en: "Coffee", id: "Kopi" },
        items: [
          item(
            "es-kopi-susu",
            22000,
            ["Iced milk coffee", "Espresso, milk and palm sugar."],
            ["Es kopi susu", "Espreso, susu dan gula aren."],
          ),
          item("americano", 20000, ["Americano", ""], ["Americano", ""]),
          item("cappuccino", 28000, ["Cappuccino", ""], ["Cappuccino", ""]),
        ],
      },
      {
        id: "snacks",
        name: { en: "Snacks", id: "Camilan" },
        items: [
          item(
            "pisang-goreng",
            18000,
            ["Fried banana", "With palm sugar syrup."],
            ["Pisang goreng", "Dengan saus gula aren."],
          ),
        ],
      },
    ],
  },
  restaurant: {
    businessType: "Restaurant",
    colors: { primary: "#9A3412", surfaceVariant: "#FBEDE4", outline: "#A0705A" },
    hours: everyDay("10:00", "22:00"),
    sections: [
      {
        id: "mains",
        name: { en: "Mains", id: "Makanan" },
        items: [
          item(
            "nasi-goreng",
            35000,
            ["Fried rice", "With a fried egg and crackers."],
            ["Nasi goreng", "Dengan telur ceplok dan kerupuk."],
          ),
          item(
            "ayam-bakar",
            42000,
            ["Grilled chicken", "With rice and sambal."],
            ["Ayam bakar", "Dengan nasi dan sambal."],
          ),
          item("mie-goreng", 32000, ["Fried noodles", ""], ["Mie goreng", ""]),
        ],
      },
      {
        id: "drinks",
        name: { en: "Drinks", id: "Minuman" },
        items: [
          item("es-teh", 8000, ["Iced tea", ""], ["Es teh manis", ""]),
          item("es-jeruk", 12000, ["Iced orange", ""], ["Es jeruk", ""]),
        ],
      },
    ],
  },
};

/** The words of the starter document that are not the person's: in the shop's language. */
const WORDS: Record<Locale, { menu: string; owner: string; logo: (name: string) => string }> = {
  en: { menu: "Menu", owner: "Owner", logo: (name) => `${name} logo` },
  id: { menu: "Menu", owner: "Pemilik", logo: (name) => `Logo ${name}` },
};

export interface StarterChoice {
  /** The brand's id and subdomain (checked by checkShopAddress). */
  address: string;
  name: string;
  kind: ShopKind;
  language: Locale;
  /** Keep the kind's starter menu and hours; false: an empty menu, no hours. */
  starter: boolean;
  /** The owner's number (E.164): the first branch's phone until they change it, and the owner. */
  ownerPhone: string;
}

/** The new shop as a brand file (docs/brand-config.md), its logo at STARTER_LOGO. */
export function starterBrandFile(choice: StarterChoice) {
  const kind = SHOP_KIND_STARTERS[choice.kind];
  const words = WORDS[choice.language];
  const l = choice.language;
  return {
    brand: {
      id: choice.address,
      subDomainName: choice.address,
      name: choice.name,
      currency: "IDR",
      timeZone: "Asia/Jakarta",
      defaultLanguage: choice.language,
      businessType: kind.businessType,
    },
    storeConfigs: {
      branding: {
        onBrandColorLogoVariantSrc: STARTER_LOGO,
        logoAlt: words.logo(choice.name),
        colors: {
          ...kind.colors,
          secondaryContainer: kind.colors.surfaceVariant,
          onSecondaryContainer: "#171717",
        },
      },
      salesChannels: {
        customerApp: {
          // Paying at the counter needs nothing set up; the checklist offers the rest.
          paymentsMethods: {
            payAtOutlet: { merchantLevelConfigs: { isActive: true, configType: "PAY_AT_OUTLET" } },
          },
          shippingBlocks: [],
        },
      },
    },
    branches: [
      {
        id: "main",
        name: choice.name,
        address: { ...STARTER_ADDRESS },
        phoneNumber: choice.ownerPhone,
        menuId: "menu",
        ...(choice.starter && { openingHours: kind.hours }),
        // Pickup until the owner sets up delivery (its prices by distance).
        orderModes: ["PICKUP"],
      },
    ],
    menus: [
      {
        id: "menu",
        name: words.menu,
        sections: choice.starter
          ? kind.sections.map((s) => ({
              id: s.id,
              name: s.name[l],
              items: s.items.map((i) => ({
                uid: i.uid,
                name: i.name[l],
                description: i.description[l],
                price: i.price,
              })),
            }))
          : [],
      },
    ],
    staff: [{ phoneNumber: choice.ownerPhone, name: words.owner, role: "owner" }],
  };
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c]!,
  );

/**
 * The starter logo: the shop's name in white, for the top bar's primary colour (the brand's logo
 * is drawn on it). Its owner replaces it on the Brand page.
 */
export function starterLogoSvg(name: string): string {
  const shown = name.length > 24 ? `${name.slice(0, 23)}…` : name;
  const width = Math.max(120, Math.round(shown.length * 13 + 16));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="32" viewBox="0 0 ${width} 32">` +
    `<text x="8" y="22" font-family="system-ui, sans-serif" font-size="20" font-weight="700" fill="#ffffff">` +
    `${escapeXml(shown)}</text></svg>`
  );
}
