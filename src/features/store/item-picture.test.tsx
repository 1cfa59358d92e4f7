// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ItemPicture } from "./item-picture";

afterEach(cleanup);

const HASH = "0123456789abcdef0123456789abcdef";
const photo = {
  src: `/media/demo/${HASH}-768w.webp`,
  width: 800,
  height: 600,
  widths: [192, 384, 768],
};
const box = { width: 96, height: 96 };

describe("ItemPicture", () => {
  it("offers AVIF, then WebP, by sizes; the <img> is lazy with the image's own size", () => {
    const { container } = render(<ItemPicture image={photo} sizes="96px" box={box} alt="" />);
    const sources = [...container.querySelectorAll("picture > source")];
    expect(sources.map((s) => [s.getAttribute("type"), s.getAttribute("sizes")])).toEqual([
      ["image/avif", "96px"],
      ["image/webp", "96px"],
    ]);
    expect(sources[0]!.getAttribute("srcset")).toContain(`/media/demo/${HASH}-192w.avif 192w`);
    const img = container.querySelector("picture > img")!;
    expect(
      ["src", "width", "height", "loading", "decoding", "fetchpriority"].map((a) =>
        img.getAttribute(a),
      ),
    ).toEqual([photo.src, "800", "600", "lazy", "async", null]);
  });

  it("fetches a priority image at once and first", () => {
    const { container } = render(
      <ItemPicture image={photo} sizes="96px" box={box} alt="Cake" priority />,
    );
    const img = container.querySelector("img")!;
    expect([img.getAttribute("loading"), img.getAttribute("fetchpriority")]).toEqual([
      "eager",
      "high",
    ]);
    expect(img.getAttribute("alt")).toBe("Cake");
  });

  it("gives an SVG (or a row without sizes) no sources, and the layout's box", () => {
    const { container } = render(
      <ItemPicture image={{ src: `/media/demo/${HASH}.svg` }} sizes="96px" box={box} alt="" />,
    );
    expect(container.querySelectorAll("source")).toHaveLength(0);
    const img = container.querySelector("img")!;
    expect([img.getAttribute("width"), img.getAttribute("height")]).toEqual(["96", "96"]);
  });
});
