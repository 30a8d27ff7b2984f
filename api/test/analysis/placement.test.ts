import { describe, expect, test } from "bun:test";
import { adTypeOf, placements } from "../../src/analysis/local/placement.ts";

const ids = (w: number, h: number) => placements(w, h, []).map((p) => p.id);
const typeOf = (w: number, h: number, hasCta = false) =>
  adTypeOf(placements(w, h, []), { width: w, height: h, hasCta });

describe("placements", () => {
  test("every IAB fixed size is a display slot, by its own name", () => {
    const sizes: [number, number, string][] = [
      [300, 250, "iab-medium-rectangle"],
      [336, 280, "iab-large-rectangle"],
      [728, 90, "iab-leaderboard"],
      [970, 90, "iab-super-leaderboard"],
      [970, 250, "iab-billboard"],
      [160, 600, "iab-wide-skyscraper"],
      [120, 600, "iab-skyscraper"],
      [300, 600, "iab-half-page"],
      [300, 1050, "iab-portrait"],
      [320, 50, "iab-mobile-leaderboard"],
      [320, 100, "iab-large-mobile-banner"],
      [468, 60, "iab-full-banner"],
      [234, 60, "iab-half-banner"],
      [320, 480, "iab-interstitial-portrait"],
      [480, 320, "iab-interstitial-landscape"],
      [250, 250, "iab-square"],
      [200, 200, "iab-small-square"],
    ];
    for (const [w, h, id] of sizes) {
      const fits = placements(w, h, []);
      expect(fits[0]).toMatchObject({ id, channel: "display", exact: true });
      expect(adTypeOf(fits, { width: w, height: h, hasCta: true })).toBe("Display Ads");
    }
  });

  test("exports a pixel or two off the slot, and 2× retina exports, are still the slot", () => {
    expect(placements(301, 601, [])[0]).toMatchObject({ id: "iab-half-page", exact: false });
    expect(placements(298, 252, [])[0]).toMatchObject({ id: "iab-medium-rectangle", exact: false });
    expect(placements(640, 200, [])[0]).toMatchObject({
      id: "iab-large-mobile-banner",
      name: "IAB Large Mobile Banner 320×100 (2× retina)",
      exact: true,
    });
    expect(placements(1943, 181, [])[0]).toMatchObject({ id: "iab-super-leaderboard", exact: false });
    expect(ids(600, 500)).toEqual(["iab-medium-rectangle"]);
    // Three pixels off is another size, and a 2× slot may drift by 2 px per slot pixel only.
    expect(ids(303, 600)).not.toContain("iab-half-page");
    expect(ids(605, 1200)).not.toContain("iab-half-page");
  });

  test("digital out-of-home screens are their own family, ahead of the story ratio they share", () => {
    const portrait = placements(1080, 1920, []);
    expect(portrait.map((p) => p.id)).toEqual(["dooh-portrait-hd", "story"]);
    expect(adTypeOf(portrait, { width: 1080, height: 1920, hasCta: false })).toBe("Digital Out-of-Home");
    expect(ids(1920, 1080)).toEqual(["dooh-landscape-hd", "social-landscape"]);
    expect(typeOf(1920, 1080)).toBe("Digital Out-of-Home");
    expect(typeOf(3840, 2160)).toBe("Digital Out-of-Home");
    expect(typeOf(1400, 400)).toBe("Digital Out-of-Home");
  });

  test("a screen-sized image with a call to action is a story or video, since a street screen cannot be tapped", () => {
    expect(typeOf(1080, 1920, true)).toBe("Social Media");
    expect(typeOf(1920, 1080, true)).toBe("Social Media");
    // A screen size that is no social format stays out-of-home.
    expect(typeOf(1400, 400, true)).toBe("Digital Out-of-Home");
  });

  test("feeds and print by ratio at any resolution", () => {
    expect(ids(1080, 1080)).toEqual(["social-square"]);
    expect(ids(800, 800)).toEqual(["social-square"]);
    expect(ids(1080, 1350)).toEqual(["social-portrait"]);
    expect(ids(1200, 630)).toEqual(["link-landscape"]);
    expect(ids(1024, 512)).toEqual(["social-card"]);
    expect(ids(1280, 720)).toEqual(["social-landscape"]);
    expect(ids(720, 1280)).toEqual(["story"]);
    for (const [w, h] of [
      [1080, 1080],
      [1200, 630],
      [1024, 512],
      [720, 1280],
    ] as const)
      expect(typeOf(w, h)).toBe("Social Media");
    expect(ids(2480, 3508)).toEqual(["print-a4"]);
    expect(ids(612, 792)).toEqual(["print-letter"]);
    expect(typeOf(612, 792)).toBe("Print");
    expect(typeOf(1275, 1650)).toBe("Print");
  });

  test("an unlisted banner shape is still display; other unlisted sizes are custom", () => {
    expect(placements(600, 90, [])).toEqual([]);
    expect(typeOf(600, 90)).toBe("Display Ads");
    expect(typeOf(90, 500)).toBe("Display Ads");
    expect(typeOf(1200, 800)).toBe("Custom Size");
    expect(typeOf(3000, 900)).toBe("Custom Size");
  });

  test("story safe zones flag text the app UI covers", () => {
    const safe = placements(720, 1280, [{ x: 100, y: 500, width: 300, height: 50 }]);
    expect(safe.find((p) => p.id === "story")).toMatchObject({ text_in_unsafe_zone: false });
    const unsafe = placements(1080, 1920, [{ x: 100, y: 1700, width: 500, height: 80 }]);
    expect(unsafe.find((p) => p.id === "story")).toMatchObject({ text_in_unsafe_zone: true });
  });
});
