/**
 * Text blocks and their roles on rendered ads: a headline of several lines is reported whole, a
 * button label of two lines is one call to action, a paragraph set apart by wider leading is not
 * part of the headline, a price set larger than the headline is an offer, not the message, and a
 * wordmark set beside its slogan on one line is read apart from it.
 */
import { afterAll, describe, expect, test } from "bun:test";
import { closeOcr } from "../../src/analysis/local/ocr/index.ts";
import { inkHeight } from "../../src/analysis/local/raster.ts";
import type { Roles } from "../../src/analysis/local/stages/context.ts";
import { exported } from "./exported.ts";
import { render, rendered, roles, text } from "./stages/render.ts";

afterAll(closeOcr);

const roleOf = (r: Roles, needle: string) => r.blocks.find((b) => b.phrase.text.includes(needle))?.role;

const bold = (y: number, size: number, fill: string, content: string) =>
  text(18, y, size, fill, content, 'font-weight="bold"');

describe("text blocks", () => {
  test("a three-line headline is reported whole, in reading order", async () => {
    const ad = await render(
      300,
      600,
      `<rect width="300" height="600" fill="#0b2a4a"/>${text(20, 90, 30, "#ffffff", "Driving the future")}${text(20, 128, 30, "#ffffff", "of everyday")}${text(20, 166, 30, "#ffffff", "payments.")}${text(20, 260, 16, "#cfd8e3", "Fast transfers for every team")}`,
    );
    const r = await roles(ad);
    expect(r.headline?.text).toBe("Driving the future of everyday payments.");
    expect(roleOf(r, "Driving")).toBe("headline");
    expect(r.blocks.find((b) => b.role === "headline")?.lines).toHaveLength(3);
  }, 60_000);

  test("accents over capitals are not their type's height: 'FÜR DIE' measures as tall as 'MEHR ZEIT'", async () => {
    // Counted as the line's height, the umlaut's dots made a German headline's middle line a third
    // larger than the lines around it, and the headline fell apart into two blocks.
    const line = (content: string) =>
      rendered(
        300,
        90,
        `<rect width="100%" height="100%" fill="#fff"/>${text(20, 62, 40, "#111", content, 'font-weight="bold"', "Liberation Sans")}`,
      );
    const box = { x: 10, y: 10, width: 280, height: 70 };
    const plain = inkHeight(await line("MEHR ZEIT"), box, true)!;
    const accented = await line("FÜR DIE");
    expect(inkHeight(accented, box, false)!).toBeGreaterThan(1.15 * plain);
    expect(Math.abs(inkHeight(accented, box, true)! - plain)).toBeLessThanOrEqual(1);
  });

  test("a retina banner's four-line headline under an eyebrow is whole: the eyebrow's feet are not the first line's ink", async () => {
    // The reader's box of "The" reached up over the eyebrow's capitals, whose feet made the line's
    // ink a third taller than its letters; and "smarter" rises only to a "t", lower than an "h".
    const r = await roles(
      await exported(
        300,
        600,
        `<rect width="100%" height="100%" fill="#FDF2F8"/>${bold(58.5, 16.5, "#3B0764", "Vantelle")}${text(18, 155.7, 9.45, "#DB2777", "JUST LANDED", 'font-weight="bold" letter-spacing="2"')}${bold(180, 27, "#3B0764", "The")}${bold(211.05, 27, "#3B0764", "smarter")}${bold(242.1, 27, "#3B0764", "way to")}${bold(273.15, 27, "#3B0764", "save")}<rect x="18" y="432" width="135" height="36" rx="3.6" fill="#DB2777"/>${text(85.5, 454.32, 13.6, "#fff", "Learn more", 'font-weight="bold" text-anchor="middle"')}`,
        { scale: 2, photo: "seated.jpg" },
      ),
    );
    expect(r.headline?.text).toBe("The smarter way to save");
  }, 60_000);

  test("a bold letter of a headline's last line, a flat shape of one colour, does not cut the line from its headline", async () => {
    const r = await roles(
      await exported(
        300,
        250,
        `<rect width="100%" height="100%" fill="#ffffff"/>${bold(31.25, 13.75, "#111827", "Vantelle")}${bold(75, 22.5, "#111827", "Brew")}${bold(100.875, 22.5, "#111827", "better")}${bold(126.75, 22.5, "#111827", "coffee at")}${bold(152.625, 22.5, "#111827", "home")}${text(18, 181.2, 9, "#111827", "Fresh roasts delivered")}${text(18, 192.9, 9, "#111827", "every month")}<rect x="18" y="211" width="116.4" height="30" rx="15" fill="#2563EB"/>${text(76.2, 229.6, 11.76, "#fff", "Learn more", 'font-weight="bold" text-anchor="middle"')}`,
        { scale: 2, photo: "dinner.jpg" },
      ),
    );
    expect(r.headline?.text).toBe("Brew better coffee at home");
  }, 60_000);

  test("a headline stacked in tiers of different sizes is one message; a small kicker and a finished sentence are not tiers", async () => {
    const tiers = await roles(
      await render(
        600,
        600,
        `<rect width="600" height="600" fill="#1b1b2f"/>${text(150, 200, 46, "#ffffff", "Harvest")}${text(150, 272, 72, "#ffd166", "MARKET")}${text(150, 326, 40, "#ffffff", "by the river")}${text(150, 440, 18, "#cfd8e3", "Live music, food stalls and crafts all weekend")}`,
      ),
    );
    expect(tiers.headline?.text).toBe("Harvest MARKET by the river");
    expect(tiers.blocks.filter((b) => b.role === "headline")).toHaveLength(3);

    const kicker = await roles(
      await render(
        600,
        300,
        `<rect width="600" height="300" fill="#ffffff"/>${text(40, 80, 18, "#333333", "NEW MODEL")}${text(40, 150, 64, "#c00000", "Velora")}${text(40, 230, 20, "#333333", "Quiet power for long days")}`,
      ),
    );
    expect(kicker.headline?.text).toBe("Velora");

    const sentence = await roles(
      await render(
        300,
        250,
        `<rect width="300" height="250" fill="#f5f0e6"/>${text(20, 100, 34, "#1d3557", "Made to last.")}${text(20, 126, 22, "#1d3557", "Naturally sweet")}`,
      ),
    );
    expect(sentence.headline?.text).toBe("Made to last.");
  }, 60_000);

  test("a wordmark set beside its slogan on one line is the brand; the slogan is neither brand nor headline", async () => {
    const ad = await render(
      728,
      90,
      `<rect width="728" height="90" fill="#ffffff"/>${text(16, 56, 30, "#0b3d91", "KORVANT", 'font-weight="bold"')}<rect x="168" y="24" width="2" height="42" fill="#0b3d91"/>${text(184, 54, 18, "#0b3d91", "Built for the long run")}${text(400, 56, 26, "#222222", "Trail shoes, 30% off")}`,
    );
    const r = await roles(ad);
    expect(r.brandName).toBe("KORVANT");
    expect(roleOf(r, "KORVANT")).toBe("brand");
    expect(r.blocks.find((b) => b.phrase.text.includes("KORVANT"))?.phrase.text).toBe("KORVANT");
    expect(r.headline?.text).toBe("Trail shoes 30% off");
  }, 60_000);

  test("a name of one or two words with a coined or oddly cased one, set larger than the message, is not the headline", async () => {
    const ad = (name: string) =>
      render(
        600,
        500,
        `<rect width="600" height="500" fill="#eef6fa"/>${text(150, 64, 46, "#0e6165", name, 'font-weight="bold"')}${text(40, 220, 34, "#222222", "How small firms")}${text(40, 266, 34, "#222222", "win more clients")}${text(470, 480, 18, "#444444", "SAMSUNG")}`,
      );
    // The brand is named elsewhere (a known name in the corner), so the name above is only a candidate headline.
    for (const name of ["ZorvaLex", "NOVA CXone", "NOVA Qorvix", "CaSA"]) {
      const r = await roles(await ad(name));
      expect(r.headline?.text).toBe("How small firms win more clients");
      expect(roleOf(r, name.split(" ")[0]!)).not.toBe("headline");
    }
  }, 60_000);

  test("a street address or a ticker strip set larger than the headline is not the headline", async () => {
    for (const big of ["421 Riverfront Ave", "SALE • SALE • SALE • SALE"]) {
      const ad = await render(
        728,
        300,
        `<rect width="728" height="300" fill="#fdf6e3"/>${text(30, 70, 44, "#b22222", big, 'font-weight="bold"')}${text(30, 160, 30, "#222222", "Fresh pasta made daily")}${text(30, 200, 30, "#222222", "since nineteen eighty")}`,
      );
      const r = await roles(ad);
      expect(r.headline?.text).toBe("Fresh pasta made daily since nineteen eighty");
    }
  }, 60_000);

  test("a paragraph set apart by wider leading is not part of the headline", async () => {
    const ad = await render(
      300,
      600,
      `<rect width="300" height="600" fill="#ffffff"/>${text(20, 120, 24, "#111111", "Connectivity,")}${text(20, 150, 24, "#111111", "security and")}${text(20, 180, 24, "#111111", "insight.")}${text(20, 236, 24, "#111111", "One network")}${text(20, 266, 24, "#111111", "does it all.")}`,
    );
    const r = await roles(ad);
    expect(r.headline?.text).toBe("Connectivity security and insight.");
  }, 60_000);

  test("a label of two lines inside one button is one call to action", async () => {
    const ad = await render(
      600,
      500,
      `<rect width="600" height="500" fill="#f4f1ea"/>${text(40, 110, 44, "#1d1d1d", "Cloud backups")}${text(40, 162, 44, "#1d1d1d", "made simple")}<rect x="40" y="300" width="220" height="104" rx="14" fill="#d9381e"/>${text(66, 344, 26, "#ffffff", "Start your")}${text(66, 380, 26, "#ffffff", "free trial")}`,
    );
    const r = await roles(ad);
    expect(r.cta?.text).toBe("Start your free trial");
    expect(r.headline?.text).toBe("Cloud backups made simple");
  }, 60_000);

  test("a price set larger than the headline is an offer, and the headline is the message", async () => {
    const ad = await render(
      728,
      300,
      `<rect width="728" height="300" fill="#ffffff"/>${text(30, 70, 34, "#222222", "Learn data science")}${text(30, 112, 34, "#222222", "with live mentors")}${text(30, 220, 60, "#c0392b", "Just $499")}`,
    );
    const r = await roles(ad);
    expect(r.headline?.text).toBe("Learn data science with live mentors");
    expect(roleOf(r, "499")).toBe("offer");
  }, 60_000);
});

describe("a price in the headline", () => {
  const ad = (headline: string, badge = "") =>
    render(
      1200,
      628,
      `<rect width="100%" height="100%" fill="#FAFAFA"/>${text(60, 80, 34, "#0F766E", "Zentova", 'font-weight="bold"')}${text(60, 260, 72, "#111", headline, 'font-weight="bold"')}${text(60, 330, 34, "#444", "Book by Friday, fly all winter")}${badge}<rect x="60" y="400" width="320" height="80" rx="40" fill="#0F766E"/>${text(120, 452, 32, "#fff", "Shop now", 'font-weight="bold"')}`,
    );

  test("a sentence with a price set far above the other copy is the headline", async () => {
    const r = await roles(await ad("Flights from $99"));
    expect(r.headline?.text).toBe("Flights from $99");
    expect(roleOf(r, "99")).toBe("headline");
  }, 30_000);

  test("on a leaderboard whose only other copy is the brand's name, the priced sentence is the headline", async () => {
    const bytes = await render(
      728,
      90,
      `<rect width="100%" height="100%" fill="#111"/>${text(14, 56, 26, "#fff", "Pellora", 'font-weight="bold"')}${text(180, 58, 30, "#fff", "Sneakers from $49", 'font-weight="bold"')}<rect x="590" y="22" width="124" height="46" rx="23" fill="#F97316"/>${text(652, 52, 18, "#fff", "Shop now", 'font-weight="bold" text-anchor="middle"')}`,
    );
    const r = await roles(bytes);
    expect(r.headline?.text).toBe("Sneakers from $49");
    expect(r.brandName).toBe("Pellora");
  }, 30_000);

  test("a price set huge does not make the product name beside it fine print", async () => {
    const bytes = await render(
      1200,
      628,
      `<rect width="100%" height="100%" fill="#fff"/>${text(60, 80, 34, "#0F766E", "Sonaro", 'font-weight="bold"')}${text(60, 200, 44, "#111", "Wireless earbuds", 'font-weight="bold"')}${text(60, 400, 150, "#0F766E", "€49,99", 'font-weight="bold"')}<rect x="60" y="470" width="280" height="80" rx="40" fill="#0F766E"/>${text(120, 522, 32, "#fff", "Buy now", 'font-weight="bold"')}`,
    );
    const r = await roles(bytes);
    expect(r.headline?.text).toBe("Wireless earbuds");
    expect(roleOf(r, "49")).toBe("offer");
    expect(r.brandName).toBe("Sonaro");
  }, 30_000);

  test("a price badge no larger than the copy stays an offer", async () => {
    const badge = text(900, 120, 40, "#DC2626", "Only $99", 'font-weight="bold"');
    const r = await roles(await ad("Winter sun for all", badge));
    expect(r.headline?.text).toBe("Winter sun for all");
    expect(roleOf(r, "99")).toBe("offer");
  }, 30_000);
});

describe("what is not a call to action", () => {
  test("a web address in a box on a display banner is a footer, not a CTA", async () => {
    const ad = await render(
      300,
      250,
      `<rect width="300" height="250" fill="#ffffff"/>${text(20, 60, 26, "#1a1a1a", "Fresh bread daily")}${text(20, 92, 26, "#1a1a1a", "baked at dawn")}<rect x="20" y="190" width="180" height="34" rx="6" fill="#2e7d32"/>${text(34, 213, 16, "#ffffff", "breadhouse.com")}`,
    );
    const r = await roles(ad);
    expect(r.cta).toBeNull();
    expect(roleOf(r, "breadhouse")).toBe("url");
    expect(r.headline?.text).toBe("Fresh bread daily baked at dawn");
  }, 60_000);
});
