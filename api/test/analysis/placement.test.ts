import { describe, expect, test } from "bun:test";
import { adTypeOf, channelOf, placements, screenOrStory } from "../../src/analysis/local/placement.ts";

const ids = (w: number, h: number) => placements(w, h, []).map((p) => p.id);
const typeOf = (w: number, h: number, hasCta = false) => adTypeOf(placements(w, h, []), { hasCta });

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
      expect(adTypeOf(fits, { hasCta: true })).toBe("Display Ads");
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
    // Beyond the tolerance it is the slot's nearest size only, which a tighter fit (4:5) beats.
    expect(placements(303, 600, [])).toEqual([
      { id: "iab-half-page", name: "IAB Half Page 300×600 (nearest)", channel: "display", exact: false },
    ]);
    expect(ids(605, 1200)).toEqual(["iab-half-page"]);
  });

  test("digital out-of-home screens are their own family, ahead of the story ratio they share", () => {
    const portrait = placements(1080, 1920, []);
    expect(portrait.map((p) => p.id)).toEqual(["dooh-portrait-hd", "story"]);
    expect(adTypeOf(portrait, { hasCta: false })).toBe("Digital Out-of-Home");
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

  test("a shape that is both a feed and a poster lists both, the poster first at print resolution", () => {
    expect(ids(1000, 1500)).toEqual(["social-pin", "print-poster-2-3"]);
    expect(typeOf(1000, 1500)).toBe("Social Media");
    expect(ids(1080, 1440)).toEqual(["social-portrait-3-4", "print-poster-3-4"]);
    expect(typeOf(1080, 1440)).toBe("Social Media");
    expect(ids(3600, 5400)).toEqual(["print-poster-2-3", "social-pin"]);
    expect(typeOf(3600, 5400)).toBe("Print");
    expect(typeOf(5400, 7200)).toBe("Print");
  });

  test("sizes that fit nothing exactly take their nearest family, marked not exact", () => {
    // Wide web heroes and email headers are banners at any size.
    for (const [w, h] of [
      [1440, 370],
      [1600, 350],
      [1080, 404],
      [3000, 900],
      // Landscape web heroes a little wider than the X card's 2:1.
      [1440, 600],
      [1920, 800],
    ] as const) {
      expect(placements(w, h, [])).toEqual([
        { id: "display-wide-banner", name: `Wide web banner / hero ${w}×${h}`, channel: "display", exact: false },
      ]);
      expect(typeOf(w, h)).toBe("Display Ads");
    }
    expect(typeOf(600, 90)).toBe("Display Ads");
    expect(placements(90, 500, [])[0]).toMatchObject({ id: "display-tall-banner", exact: false });
    // A crop of a slot keeps the slot's family; a poster with bleed is print.
    expect(placements(310, 258, [])).toEqual([
      { id: "iab-medium-rectangle", name: "IAB Medium Rectangle 300×250 (nearest)", channel: "display", exact: false },
    ]);
    // A slot's creative exported for denser screens (1.5×, 3×) is the slot's, not a custom size.
    expect(placements(450, 375, [])).toEqual([
      { id: "iab-medium-rectangle", name: "IAB Medium Rectangle 300×250 (nearest)", channel: "display", exact: false },
    ]);
    expect(placements(900, 1800, [])[0]).toMatchObject({ id: "iab-half-page", exact: false });
    expect(typeOf(900, 750)).toBe("Display Ads");
    expect(placements(5100, 7000, [])[0]).toMatchObject({ channel: "print", exact: false });
    expect(typeOf(5100, 7000)).toBe("Print");
    // An email template's width (600 to 640 px, some up to 700) holds a hero of any landscape shape.
    for (const [w, h] of [
      [600, 400],
      [640, 480],
      [680, 420],
    ] as const) {
      expect(placements(w, h, [])).toEqual([
        { id: "email-hero", name: `Email hero ${w}×${h}`, channel: "display", exact: false },
      ]);
      expect(typeOf(w, h)).toBe("Display Ads");
    }
    // Nothing within 5 % of any shape: no family is claimed.
    expect(placements(1664, 1040, [])).toEqual([]);
    expect(typeOf(1664, 1040)).toBe("Custom Size");
    expect(typeOf(1200, 800)).toBe("Custom Size");
  });

  test("a screen-sized ad without a call to action is judged a screen, and the ambiguity is reported", () => {
    const fits = placements(1080, 1920, []);
    expect(channelOf(fits, { hasCta: false })).toBe("dooh");
    expect(screenOrStory(fits, { hasCta: false })).toBe(true);
    expect(channelOf(fits, { hasCta: true })).toBe("stories");
    expect(screenOrStory(fits, { hasCta: true })).toBe(false);
    expect(screenOrStory(placements(1400, 400, []), { hasCta: false })).toBe(false);
  });

  test("story safe zones flag text the app UI covers", () => {
    const safe = placements(720, 1280, [{ x: 100, y: 500, width: 300, height: 50 }]);
    expect(safe.find((p) => p.id === "story")).toMatchObject({ text_in_unsafe_zone: false });
    const unsafe = placements(1080, 1920, [{ x: 100, y: 1700, width: 500, height: 80 }]);
    expect(unsafe.find((p) => p.id === "story")).toMatchObject({ text_in_unsafe_zone: true });
  });
});
