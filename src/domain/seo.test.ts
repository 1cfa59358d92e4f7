import { describe, expect, it } from "vitest";
import { openingHoursLd } from "./seo";

describe("openingHoursLd (schema.org opening hours of a branch)", () => {
  it("gives each range once with the days that share it, 24:00 as 23:59", () => {
    const ld = openingHoursLd({
      openingHours: {
        mon: [{ open: "08:00", close: "21:00" }],
        tue: [{ open: "08:00", close: "21:00" }],
        fri: [
          { open: "08:00", close: "12:00" },
          { open: "18:00", close: "24:00" },
        ],
        sat: [{ open: "18:00", close: "02:00" }],
      },
      closures: [],
    });
    expect(ld).toEqual({
      openingHoursSpecification: [
        {
          "@type": "OpeningHoursSpecification",
          dayOfWeek: ["Monday", "Tuesday"],
          opens: "08:00",
          closes: "21:00",
        },
        {
          "@type": "OpeningHoursSpecification",
          dayOfWeek: ["Friday"],
          opens: "08:00",
          closes: "12:00",
        },
        {
          "@type": "OpeningHoursSpecification",
          dayOfWeek: ["Friday"],
          opens: "18:00",
          closes: "23:59",
        },
        // A close before the open runs past midnight, as schema.org reads it.
        {
          "@type": "OpeningHoursSpecification",
          dayOfWeek: ["Saturday"],
          opens: "18:00",
          closes: "02:00",
        },
      ],
    });
  });

  it("says a branch without hours is open all day every day", () => {
    expect(openingHoursLd({ openingHours: null, closures: [] }).openingHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
        opens: "00:00",
        closes: "23:59",
      },
    ]);
  });

  it("gives closures as special hours closed all day", () => {
    const ld = openingHoursLd({
      openingHours: null,
      closures: [{ from: "2026-12-25", to: "2026-12-26", reason: "Natal" }],
    });
    expect(ld.specialOpeningHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        validFrom: "2026-12-25",
        validThrough: "2026-12-26",
        opens: "00:00",
        closes: "00:00",
      },
    ]);
  });
});
