import { afterAll, describe, expect, test } from "bun:test";
import { BRAND_THRESHOLD, findBrand } from "../../src/analysis/local/brand.ts";
import { isCommonWord } from "../../src/analysis/local/brand-lexicon.ts";
import { closeOcr, type TextWord } from "../../src/analysis/local/ocr/index.ts";
import { decode } from "../../src/analysis/local/raster.ts";
import { cleanWords, type Phrase, phrases } from "../../src/analysis/local/text.ts";
import { exported } from "./exported.ts";
import { madeAds } from "./made-ads.ts";
import { roles } from "./stages/render.ts";
import { render, text } from "./svg.ts";

afterAll(closeOcr);

/** Words as a reader reports them: one line per entry, `[text, x, y, height]` per word. */
function lines(...spec: [string, number, number, number][][]): Phrase[] {
  const words: TextWord[] = spec.flatMap((line, i) =>
    line.map(([text, x, y, h]) => ({
      text,
      confidence: 97,
      box: { x, y, width: text.length * h * 0.6, height: h },
      line: i,
    })),
  );
  return phrases(words);
}

/**
 * Phrases from `[text, x, y, height, confidence?, readings?]` words, one line per entry (and one
 * phrase each); `readings` are the recogniser's other likely readings of an unsure word, best first.
 */
function read(...spec: [string, number, number, number, number?, string[]?][][]): Phrase[] {
  return spec.flatMap((line, i) =>
    phrases(
      line.map(([text, x, y, h, confidence, readings]) => ({
        text,
        confidence: confidence ?? 97,
        box: { x, y, width: text.length * h * 0.6, height: h },
        line: i,
        ...(readings ? { alternatives: readings.map((r, k) => ({ text: r, logp: -1 - k })) } : {}),
      })),
    ),
  );
}

const page = await decode(await render(800, 600, `<rect width="100%" height="100%" fill="#ffffff"/>`));

/** The brand read on a page headed "Crisp mornings" in large type, with these lines beside it. */
function besideCrisp(...more: [string, number, number, number][][]) {
  const ps = lines(
    [
      ["Crisp", 40, 250, 60],
      ["mornings", 220, 250, 60],
    ],
    ...more,
  );
  return findBrand({ phrases: ps, cta: null, headline: ps[0]!, work: page.work });
}

describe("brand evidence", () => {
  test("a domain names the brand through the lexicon: www.c-a.com is C&A", () => {
    const ps = lines([["Party", 40, 200, 60]], [["www.c-a.com", 40, 540, 20]]);
    const brand = findBrand({ phrases: ps, cta: null, headline: ps[0]!, work: page.work })!;
    expect(brand.name).toBe("C&A");
    expect(brand.evidence.map((e) => e.kind)).toContain("domain");
    expect(brand.confidence).toBeGreaterThanOrEqual(BRAND_THRESHOLD);
  });

  test("a domain not in the lexicon is title-cased; an @handle names the brand", () => {
    const ps = lines([["Bread", 40, 200, 60]], [["www.northfield-bakery.com", 40, 540, 20]]);
    expect(findBrand({ phrases: ps, cta: null, headline: ps[0]!, work: page.work })?.name).toBe("Northfield Bakery");
    const handle = lines(
      [["Bread", 40, 200, 60]],
      [
        ["Follow", 40, 540, 20],
        ["@northfieldbakery", 140, 540, 20],
      ],
    );
    const brand = findBrand({ phrases: handle, cta: null, headline: handle[0]!, work: page.work });
    expect(brand?.evidence.map((e) => e.kind)).toContain("handle");
    expect(brand?.name).toBe("northfieldbakery");
  });

  test("a multi-word lexicon name on one line comes out whole", () => {
    const ps = lines(
      [
        ["Fly", 40, 200, 60],
        ["further", 200, 200, 60],
      ],
      [
        ["Qatar", 20, 20, 20],
        ["Airways", 100, 20, 20],
      ],
    );
    const brand = findBrand({ phrases: ps, cta: null, headline: ps[0]!, work: page.work });
    expect(brand?.name).toBe("Qatar Airways");
  });

  test("the CTA, the headline and everyday words are not brands; below the threshold the answer is null", () => {
    const ps = lines(
      [
        ["BUILT", 40, 200, 60],
        ["TO", 260, 200, 60],
        ["LAST", 360, 200, 60],
      ],
      [["HAPPIER", 20, 20, 20]],
    );
    expect(findBrand({ phrases: ps, cta: null, headline: ps[0]!, work: page.work })).toBeNull();
    const cta = lines([
      ["Shop", 40, 540, 20],
      ["now", 120, 540, 20],
    ]);
    expect(findBrand({ phrases: cta, cta: cta[0]!, headline: null, work: page.work })).toBeNull();
  });

  test("a bold letter of a wordmark, a flat shape of one colour, is no button: nothing stray stands beside the name", async () => {
    // A leaderboard exported at 1.5×: the palette took the "a" of "Lumora" for a button, its
    // inside was read as a word "a" beside the name, and the name was no longer set apart.
    const ink = "#111827";
    const r = await roles(
      await exported(
        728,
        90,
        `<rect width="100%" height="100%" fill="#ffffff"/>${text(14.56, 52.2, 19.8, ink, "Lumora", 'font-weight="bold"')}${text(160.16, 40.5, 18, ink, "Train for your first marathon", 'font-weight="bold"')}${text(160.16, 67.5, 9.9, ink, "Fresh roasts delivered every month")}<rect x="596.96" y="27" width="109.2" height="36" rx="3.6" fill="none" stroke="${ink}" stroke-width="2"/>${text(651.56, 49.32, 10.18, ink, "Try it free", 'font-weight="bold" text-anchor="middle"')}`,
        { scale: 1.5 },
      ),
    );
    expect(r.brandName).toBe("Lumora");
    expect(r.blocks.map((b) => b.phrase.text)).not.toContain("a");
  }, 30_000);

  test("a coined name set apart in a corner, in capitals, reads as a logo without any lexicon", () => {
    const brand = besideCrisp([["DERMIQ", 20, 20, 22]])!;
    expect(brand.name).toBe("DERMIQ");
    expect(brand.evidence[0]!.kind).toBe("logo_text");
    expect(brand.evidence[0]!.detail).toContain("at an edge");
  });

  test("text in a script the word lists do not cover is named only on a lexicon, address or sign, never on its look", () => {
    // Set as a logo is: in a corner, apart, smaller than the headline. A Chinese slogan sits so too.
    expect(besideCrisp([["好好說頓飯", 20, 20, 22]])).toBeNull();
    // Two lines stacked tight, the upper larger: a slogan over its offer, not a coined lockup.
    expect(besideCrisp([["美化秘笈", 20, 20, 44]], [["馬上拿", 22, 66, 13]])).toBeNull();
    // The same set as a Latin coined name and lockup are named, as above and below.
    expect(besideCrisp([["Quillon", 20, 20, 44]], [["FERNWAY", 22, 66, 13]])?.name).toBe("Quillon FERNWAY");
    // Its own address names a brand in any script.
    expect(besideCrisp([["好好說頓飯", 20, 20, 22]], [["www.laurel.com.tw", 20, 560, 16]])?.name).toBe("Laurel");
  });

  test("a tagline set small under a coined name does not crowd it: the two are apart together", () => {
    const tagline: [string, number, number, number][] = [
      ["Made", 20, 56, 12],
      ["for", 58, 56, 12],
      ["makers", 84, 56, 12],
    ];
    const brand = besideCrisp([["Zentiq", 20, 20, 30]], tagline);
    expect(brand?.name).toBe("Zentiq");
    expect(brand?.evidence[0]?.detail).toContain("set apart from other text");
    // Copy set beside the pair still crowds it.
    expect(besideCrisp([["Zentiq", 20, 20, 30]], tagline, [["Free", 150, 56, 12]])?.name).toBeUndefined();
  });

  test("a wordmark only its look names, read unsurely in mixed case, is a misreading: no name", async () => {
    // A leaderboard: the name alone at the left end, smaller than the headline, set apart.
    const banner = await decode(await render(970, 250, `<rect width="100%" height="100%" fill="#ffffff"/>`));
    const at = (reading: string, confidence: number) => {
      const ps = read(
        [[reading, 20, 100, 30, confidence]],
        [
          ["Crisp", 300, 90, 50],
          ["mornings", 470, 90, 50],
        ],
      );
      return findBrand({ phrases: ps, cta: null, headline: ps[1]!, work: banner.work })?.name ?? null;
    };
    expect(at("KoRVaNT", 97)).toBe("KoRVaNT");
    expect(at("KoRVaNT", 79)).toBeNull();
    // Read as unsurely in one case, the same look still names it.
    expect(at("Korvant", 79)).toBe("Korvant");
  });

  test("a name whose words are listed only once an 's' is stripped ('PARKERS BANK') can be set as a logo", () => {
    expect(isCommonWord("PARKERS")).toBe(true);
    expect(
      besideCrisp([
        ["PARKERS", 560, 20, 22],
        ["BANK", 660, 20, 22],
      ])?.name,
    ).toBe("PARKERS BANK");
    expect(
      besideCrisp([
        ["HOME", 560, 20, 22],
        ["BANK", 660, 20, 22],
      ]),
    ).toBeNull();
  });

  test("everyday words that name an organisation ('Summit Bank', 'Banco Azul') can be set as a logo; a description cannot", () => {
    const corner = (...words: [string, number][]) => besideCrisp(words.map(([w, x]) => [w, x, 20, 22]))?.name ?? null;
    expect(corner(["Summit", 20], ["Bank", 110])).toBe("Summit Bank");
    expect(corner(["Banco", 20], ["Azul", 100])).toBe("Banco Azul");
    expect(corner(["Summit", 20], ["Peak", 110])).toBeNull();
    expect(corner(["An", 20], ["energy", 60], ["company", 150])).toBeNull();
  });

  test("a 'by OTHER' credit line is never a name of its own, even when the name above it was not read", () => {
    expect(
      besideCrisp([
        ["BY", 560, 560, 22],
        ["NORTHWIND", 610, 560, 22],
      ]),
    ).toBeNull();
  });

  test("two names with the same evidence, as partners' logos side by side, name no brand; a clear lead does", () => {
    expect(besideCrisp([["DERMIQ", 40, 560, 22]], [["VOLKARI", 560, 560, 22]])).toBeNull();
    // The same two, one of them also printed as the web address: that one is the advertiser.
    const addressed = besideCrisp(
      [["DERMIQ", 40, 560, 22]],
      [["VOLKARI", 560, 560, 22]],
      [["www.dermiq.com", 300, 20, 14]],
    );
    expect(addressed?.name).toBe("DERMIQ");
  });
});

describe("brand on a Vietnamese banner", () => {
  test("a category label in a corner is everyday Vietnamese, not a coined name; the button is the CTA", async () => {
    const bytes = await render(
      1000,
      600,
      `<rect width="100%" height="100%" fill="#FFE8D6"/>${text(30, 50, 26, "#333", "Thời trang nữ")}${text(40, 160, 64, "#C1121F", "SIÊU SALE CUỐI NĂM", 'font-weight="bold"')}${text(40, 240, 36, "#222", "Giảm đến 50% toàn bộ sản phẩm")}<rect x="40" y="300" width="260" height="70" rx="35" fill="#C1121F"/>${text(80, 346, 32, "#fff", "MUA NGAY", 'font-weight="bold"')}`,
    );
    const r = await roles(bytes);
    expect(r.brandName).toBeNull();
    expect(r.cta?.text).toBe("MUA NGAY");
  });
});

describe("brand by the language of the page's copy", () => {
  /** A Russian or Greek sale banner: name in a corner, headline, copy, a button. */
  const banner = (name: string, headline: string, copy: string, label: string) =>
    render(
      1200,
      628,
      `<rect width="100%" height="100%" fill="#fff"/>${text(60, 75, 48, "#c00", name, 'font-weight="bold"')}${text(60, 264, 60, "#111", headline, 'font-weight="bold"')}${text(60, 364, 36, "#333", copy)}<rect x="60" y="440" width="240" height="80" rx="8" fill="#c00"/>${text(96, 494, 36, "#fff", label, 'font-weight="bold"')}`,
    );

  test("its words read as Latin lookalikes ('KynnTb', '3aka3aTb') name no brand; the same page in English does", async () => {
    const russian = await roles(await banner("Мегамаркет", "Скидки до 70% на всё", "Только до воскресенья", "Купить"));
    expect(russian.brandName).toBeNull();
    const lenta = await roles(await banner("ЛЕНТА", "Большая распродажа", "Доставка за 2 часа", "Заказать"));
    expect(lenta.brandName).toBeNull();
    const greek = await roles(await banner("Πλαίσιο", "Μεγάλες εκπτώσεις", "Δωρεάν αποστολή", "Αγόρασε"));
    expect(greek.brandName).toBeNull();
    const english = await roles(await banner("Megamarket", "Up to 70% off everything", "Only until Sunday", "Buy now"));
    expect(english.brandName).toBe("Megamarket");
  });

  test("copy in a Latin-script language beyond the seven (Polish, Turkish, Czech, Finnish) still lets a coined name be the brand", async () => {
    const pages = [
      ["Kornelo", "Odkryj smak domowej kuchni", "Darmowa dostawa od 99 zł", "Kup teraz"],
      ["Trendova", "Yeni sezon ürünleri geldi", "Tüm siparişlerde ücretsiz kargo", "Hemen al"],
      ["Alzaro", "Nová kolekce je tady", "Doprava zdarma nad 1000 Kč", "Koupit nyní"],
      ["Verkari", "Uusi mallisto on täällä", "Ilmainen toimitus kaikkiin tilauksiin", "Osta nyt"],
    ] as const;
    for (const [name, headline, copy, label] of pages) {
      expect((await roles(await banner(name, headline, copy, label))).brandName).toBe(name);
    }
  }, 30_000);

  test("an everyday word of such a language set alone in the corner is not taken for a coined name", async () => {
    const r = await roles(
      await banner("OKAZJA", "Odkryj smak domowej kuchni", "Darmowa dostawa od 99 zł", "Kup teraz"),
    );
    expect(r.brandName).toBeNull();
  });
});

describe("names on the ad that are not the advertiser's", () => {
  const B = 'font-weight="bold"';
  test("a partner credited under 'Sponsored by' or beside 'In partnership with' is not the brand", async () => {
    const festival = await roles(
      await render(
        1080,
        1350,
        `<rect width="100%" height="100%" fill="#FEF3C7"/>${text(540, 520, 120, "#7C2D12", "Three days", `${B} text-anchor="middle"`)}${text(540, 650, 120, "#7C2D12", "of music", `${B} text-anchor="middle"`)}<rect x="340" y="820" width="400" height="110" rx="55" fill="#7C2D12"/>${text(540, 890, 42, "#fff", "Get tickets", `${B} text-anchor="middle"`)}${text(540, 1180, 28, "#7C2D12", "Sponsored by", 'text-anchor="middle"')}${text(540, 1260, 44, "#7C2D12", "Heineken", `${B} text-anchor="middle"`)}`,
      ),
    );
    expect(festival.brandName).toBeNull();
    const cruise = await roles(
      await render(
        1200,
        628,
        `<rect width="100%" height="100%" fill="#fff"/>${text(60, 90, 40, "#0B3D91", "Tidewell", B)}${text(60, 250, 64, "#111", "Sail the coast this summer", B)}<rect x="60" y="330" width="300" height="84" rx="42" fill="#0B3D91"/>${text(210, 384, 32, "#fff", "Book now", `${B} text-anchor="middle"`)}${text(60, 560, 24, "#555", "In partnership with")}${text(330, 562, 32, "#555", "Expedia", B)}`,
      ),
    );
    expect(cruise.brandName).toBe("Tidewell");
  }, 30_000);

  test("the shop a product is sold at ('Now available at boots.com') is not the brand", async () => {
    const r = await roles(
      await render(
        1200,
        628,
        `<rect width="100%" height="100%" fill="#FDF2F8"/>${text(60, 90, 44, "#3B0764", "Lumora", B)}${text(60, 250, 66, "#3B0764", "Night repair serum", B)}${text(60, 320, 32, "#3B0764", "Now available at boots.com")}<rect x="60" y="400" width="300" height="84" rx="42" fill="#DB2777"/>${text(210, 454, 32, "#fff", "Shop now", `${B} text-anchor="middle"`)}`,
      ),
    );
    expect(r.brandName).toBe("Lumora");
  }, 30_000);

  test("a hashtag in the corner is the campaign's tag, not the brand", async () => {
    const r = await roles(
      await render(
        1080,
        1080,
        `<rect width="100%" height="100%" fill="#FDF2F8"/>${text(60, 100, 44, "#3B0764", "Lumora", B)}${text(1020, 100, 36, "#DB2777", "#SummerGlow", `${B} text-anchor="end"`)}${text(60, 460, 110, "#3B0764", "Glow all", B)}${text(60, 580, 110, "#3B0764", "summer", B)}<rect x="60" y="820" width="340" height="110" rx="55" fill="#DB2777"/>${text(230, 890, 42, "#fff", "Shop now", `${B} text-anchor="middle"`)}`,
      ),
    );
    expect(r.brandName).toBe("Lumora");
  }, 30_000);
});

describe("brand names with figures", () => {
  const bankAd = (corner: string) =>
    render(
      1000,
      600,
      `<rect width="100%" height="100%" fill="#F4F1EA"/>${text(40, 60, 30, "#0B3D91", corner, 'font-weight="bold"')}${text(40, 220, 64, "#111", "Banking that fits your day", 'font-weight="bold"')}${text(40, 290, 32, "#333", "Open an account in five minutes")}<rect x="40" y="360" width="340" height="72" rx="36" fill="#0B3D91"/>${text(80, 408, 32, "#fff", "Open account", 'font-weight="bold"')}`,
    );

  test("a coined wordmark may hold a figure, as 7-Eleven and Forever 21 do", async () => {
    for (const name of ["VELTRO 360", "Kivra24"]) {
      const r = await roles(await bankAd(name));
      expect(r.brandName).toBe(name);
    }
  }, 30_000);

  test("a figure with everyday words, a percentage, a year or a price in the corner is not a name", async () => {
    for (const badge of ["3 DAYS LEFT", "2 FOR 1", "24h DELIVERY", "SALE 50%", "NEW 2025", "Only 9.99"]) {
      const r = await roles(await bankAd(badge));
      expect(r.brandName).toBeNull();
    }
  }, 60_000);
});

describe("brand at one end of a wide banner", () => {
  const font = 'font-weight="bold"';
  test("a leaderboard's coined logo set larger than its headline is the brand", async () => {
    const bytes = await render(
      728,
      90,
      `<rect width="100%" height="100%" fill="#14532D"/>${text(15, 55, 26, "#fff", "Grunfeld", font)}${text(180, 42, 22, "#fff", "Organic vegetables from the farm", font)}${text(180, 70, 15, "#D1FAE5", "Delivered fresh every week")}<rect x="575" y="22" width="140" height="46" rx="4" fill="#FACC15"/>${text(598, 52, 18, "#111", "Order now", font)}`,
    );
    const r = await roles(bytes);
    expect(r.brandName).toBe("Grunfeld");
    expect(r.brand?.evidence.find((e) => e.kind === "logo_text")?.detail).toContain(
      "alone at one end of a wide banner",
    );
    expect(r.cta?.text).toBe("Order now");
  }, 30_000);

  test("a billboard's logo, set like its headline with a tagline under it, holds the left end", async () => {
    const bytes = await render(
      970,
      250,
      `<rect width="100%" height="100%" fill="#fff"/>${text(30, 110, 30, "#111", "Ferrovix", font)}${text(30, 136, 14, "#6B7280", "Moving you further")}${text(260, 110, 34, "#111", "Milan in three hours", font)}${text(260, 150, 20, "#374151", "Book early for the lowest fares")}<rect x="770" y="90" width="180" height="60" rx="30" fill="#DC2626"/>${text(802, 128, 22, "#fff", "Buy tickets", font)}`,
    );
    const r = await roles(bytes);
    expect(r.brandName).toBe("Ferrovix");
    expect(r.headline?.text).toBe("Milan in three hours");
  }, 30_000);
});

describe("brand on rendered ads (each failed before the v2 engine)", () => {
  test("a domain-only brand", async () => {
    const r = await roles(await madeAds.domainOnlyBrand());
    expect(r.brandName).toBe("C&A");
    expect(r.brand?.evidence.some((e) => e.kind === "domain")).toBe(true);
  }, 30_000);

  test("a multi-word brand comes out whole, with its box", async () => {
    const r = await roles(await madeAds.multiWordBrand());
    expect(r.brandName).toBe("Qatar Airways");
    expect(r.brand?.box?.x).toBeLessThan(40);
    expect(r.brand?.box?.y).toBeLessThan(50);
  }, 30_000);

  test("a headline in capitals, and a capitalised word under it, are not the brand", async () => {
    const r = await roles(await madeAds.capsHeadline());
    expect(r.headline?.text).toBe("BUILT TO LAST");
    expect(r.brandName).toBeNull();
    expect(r.brand).toBeNull();
  }, 30_000);
});

describe("brand v2.1: lockups, endorsements, misreadings, trade marks", () => {
  const find = (ps: Phrase[], headline: Phrase | null) =>
    findBrand({ phrases: ps, cta: null, headline, work: page.work });

  test("two stacked lines whose letters joined are a lexicon name come out as that whole name", () => {
    // "MERCEDES" alone and "BENZ" alone are not lexicon names; joined they are.
    const ps = read(
      [["MERCEDES", 20, 20, 24]],
      [["BENZ", 20, 46, 14]],
      [
        ["Drive", 40, 260, 60],
        ["on", 260, 260, 60],
      ],
    );
    const brand = find(ps, ps[2]!)!;
    expect(brand.name).toBe("MERCEDES-BENZ");
    expect(brand.evidence.map((e) => e.kind)).toEqual(expect.arrayContaining(["lexicon", "lockup"]));
    expect(brand.parts).toEqual([ps[0]!, ps[1]!]);
    // The same two lines far apart are two phrases of copy, not a lockup.
    const apart = read([["MERCEDES", 20, 20, 24]], [["BENZ", 20, 120, 14]], [["Drive", 40, 260, 60]]);
    expect(find(apart, apart[2]!)?.evidence.map((e) => e.kind) ?? []).not.toContain("lockup");
  });

  test("two stacked lines one misread letter from a lexicon name are that name, when read unsurely", () => {
    // A small second line loses a letter first when an ad is scaled down or recompressed.
    const ps = read(
      [["DELL", 20, 20, 24]],
      [["Technclogies", 20, 46, 14, 88]],
      [
        ["Upgrade", 40, 260, 60],
        ["now", 300, 260, 60],
      ],
    );
    const brand = find(ps, ps[2]!)!;
    expect(brand.name).toBe("DELL Technologies");
    expect(brand.evidence.map((e) => e.kind)).toEqual(expect.arrayContaining(["lexicon_near", "lockup"]));
    // Read with confidence, the letters are taken as printed: no lexicon name is claimed.
    const sure = read([["DELL", 20, 20, 24]], [["Technclogies", 20, 46, 14, 99]], [["Upgrade", 40, 260, 60]]);
    expect(find(sure, sure[2]!)?.name).not.toBe("DELL Technologies");
  });

  test("a known name over a second line is returned whole when the joined lines are the name", () => {
    // "Qatar" is a lexicon part on its own line; the lockup "Qatar / Airways" is the brand.
    const ps = read(
      [["QATAR", 20, 20, 26]],
      [["AIRWAYS", 20, 48, 12]],
      [
        ["Fly", 300, 260, 60],
        ["further", 420, 260, 60],
      ],
    );
    expect(find(ps, ps[2]!)?.name).toBe("QATAR AIRWAYS");
  });

  test("a coined name over a smaller coined line, tight at an edge, is one brand; everyday words are not", () => {
    const ps = read(
      [["Quillon", 20, 20, 44]],
      [["FERNWAY", 22, 66, 13]],
      [
        ["Maps", 20, 300, 30],
        ["for", 120, 300, 30],
        ["trails", 200, 300, 30],
      ],
    );
    const brand = find(ps, ps[2]!)!;
    expect(brand.name).toBe("Quillon FERNWAY");
    expect(brand.evidence.map((e) => e.kind)).toContain("lockup");
    const copy = read(
      [["Summer", 20, 20, 44]],
      [["COLLECTION", 22, 66, 13]],
      [
        ["Maps", 20, 300, 30],
        ["for", 120, 300, 30],
      ],
    );
    expect(find(copy, copy[2]!)).toBeNull();
    // Same size lines are a heading and a line of copy, not a lockup.
    const even = read(
      [["Quillon", 20, 20, 20]],
      [["FERNWAY", 22, 42, 20]],
      [
        ["Maps", 20, 300, 30],
        ["for", 120, 300, 30],
      ],
    );
    expect(find(even, even[2]!)?.evidence.map((e) => e.kind) ?? []).not.toContain("lockup");
    // A small coined line read unsurely is more likely a misread word than half a name: no lockup.
    const unsure = read(
      [["Quillon", 20, 20, 44]],
      [["FERNWAY", 22, 66, 13, 80]],
      [
        ["Maps", 20, 300, 30],
        ["for", 120, 300, 30],
      ],
    );
    expect(find(unsure, unsure[2]!)?.name).not.toBe("Quillon FERNWAY");
  });

  test("a descriptor set under the name to its width is part of the name; a slogan under it is not", () => {
    const under = (...descriptor: [string, number][]) =>
      read(
        [["VANTRIX", 600, 20, 40]],
        descriptor.map(([t, x]) => [t, x, 62, 20] as [string, number, number, number]),
        [
          ["Insight", 20, 300, 30],
          ["for", 160, 300, 30],
          ["teams", 230, 300, 30],
        ],
        [["www.vantrix.io", 20, 560, 14]],
      );
    const lockup = under(["RESEARCH", 598], ["LABS", 702]);
    const brand = find(lockup, lockup[2]!)!;
    expect(brand.name).toBe("VANTRIX RESEARCH LABS");
    expect(brand.parts).toHaveLength(2);
    expect(brand.evidence.find((e) => e.kind === "lockup")?.detail).toContain("descriptor");
    // A slogan with a function word, or one set narrower than the name, stays apart from it.
    for (const slogan of [under(["BUILT", 610], ["TO", 680], ["LAST", 716]), under(["HOME", 660])]) {
      expect(find(slogan, slogan[2]!)?.name).toBe("VANTRIX");
    }
  });

  test("a word one letter from a lexicon name, read unsurely where logos go, is that name", () => {
    const ps = read(
      [["spotifi", 20, 20, 24, 82, ["spotifi", "spotify", "spotif"]]],
      [
        ["Music", 40, 260, 60],
        ["everywhere", 260, 260, 60],
      ],
    );
    const brand = find(ps, ps[1]!)!;
    expect(brand.name.toLowerCase()).toBe("spotify");
    expect(brand.evidence.map((e) => e.kind)).toContain("lexicon_near");
    // The line is reported as the name it was misread for.
    expect(brand.reading?.toLowerCase()).toBe("spotify");
    // Read with confidence, the word is taken as printed; in the middle of the copy it is not a logo.
    const sure = read([["spotifi", 20, 20, 24, 99]], [["Music", 40, 260, 60]]);
    expect(find(sure, sure[1]!)?.evidence.map((e) => e.kind) ?? []).not.toContain("lexicon_near");
    const inCopy = read([["Music", 40, 100, 60]], [["spotifi", 300, 300, 24, 82, ["spotifi", "spotify"]]]);
    expect(find(inCopy, inCopy[0]!)?.name.toLowerCase()).not.toBe("spotify");
    // One letter from a name the recogniser never found a likely reading is not that name: a
    // shrunken "Meraki" read "Merak" is not "Merck".
    const other = read([["Merak", 20, 20, 24, 90, ["Merak", "Meraki", "Merakl"]]], [["Music", 40, 260, 60]]);
    expect(find(other, other[1]!)?.name ?? null).not.toBe("Merck");
  });

  test("a name over a smaller 'by OTHER' line is the advertiser, even set larger than the copy", () => {
    const ps = read(
      [
        ["Wrenfield", 430, 50, 56],
        ["Lane", 760, 50, 56],
      ],
      [
        ["by", 640, 112, 24],
        ["Kestrelcorp", 680, 112, 24],
      ],
      [
        ["Close", 100, 300, 40],
        ["your", 260, 300, 40],
        ["books", 380, 300, 40],
      ],
    );
    // Even as the headline (the largest type), the endorsed name is the brand, not "Kestrelcorp".
    const brand = find(ps, ps[0]!)!;
    expect(brand.name).toBe("Wrenfield Lane");
    expect(brand.evidence.map((e) => e.kind)).toContain("endorsement");
    // The endorser's icon between "by" and its name, read by OCR as a symbol glued to both.
    const glued = read(
      [
        ["Wrenfield", 430, 50, 56],
        ["Lane", 760, 50, 56],
      ],
      [["by√Kestrelcorp", 640, 112, 24]],
      [
        ["Close", 100, 300, 40],
        ["your", 260, 300, 40],
        ["books", 380, 300, 40],
      ],
    );
    expect(find(glued, glued[0]!)?.name).toBe("Wrenfield Lane");
    expect(find(glued, glued[0]!)?.evidence.map((e) => e.kind)).toContain("endorsement");
    // "by" an everyday word is copy ("made for you, by you"), and a misread mixed-case name is no name.
    const copy = read(
      [
        ["Made", 430, 50, 56],
        ["for", 600, 50, 56],
        ["you", 700, 50, 56],
      ],
      [
        ["by", 640, 112, 24],
        ["you", 680, 112, 24],
      ],
    );
    expect(find(copy, null)?.evidence.map((e) => e.kind) ?? []).not.toContain("endorsement");
    const misread = read(
      [["WrEnfiELd", 430, 50, 56, 80]],
      [
        ["by", 640, 112, 24],
        ["Kestrelcorp", 680, 112, 24],
      ],
    );
    expect(find(misread, null)).toBeNull();
  });

  test("a trade mark sign after a word is kept as a mark on the word and counts as brand evidence", () => {
    const [word] = cleanWords([
      { text: "Wrenfield®", confidence: 96, box: { x: 20, y: 20, width: 120, height: 24 }, line: 0 },
    ]);
    expect(word).toMatchObject({ text: "Wrenfield", trademark: true });
    const ps = phrases([
      word!,
      { text: "Close", confidence: 97, box: { x: 40, y: 300, width: 200, height: 60 }, line: 1 },
    ]);
    const brand = find(ps, ps[1]!)!;
    expect(brand.name).toBe("Wrenfield");
    expect(brand.evidence.map((e) => e.kind)).toContain("trademark");
    expect(brand.evidence.find((e) => e.kind === "logo_text")?.detail).toContain("trademark");
  });
});

describe("brand v2.1 on rendered ads", () => {
  test("a name at the top over an eyebrow set tight on the headline is apart from that copy", async () => {
    // The eyebrow sits one name-height under the name but tight on the headline: it is the
    // headline's, and the name stands apart from the copy as a logo does.
    const bytes = await render(
      300,
      250,
      `<rect width="100%" height="100%" fill="#FDF2F8"/>${text(18, 31.25, 13.75, "#3B0764", "Tidewell", 'font-weight="bold"')}${text(18, 54.75, 7.9, "#DB2777", "JUST LANDED", 'font-weight="bold" letter-spacing="2"')}${["The", "smarter", "way to", "save"].map((l, i) => text(18, 75 + i * 25.875, 22.5, "#3B0764", l, 'font-weight="bold"')).join("")}<rect x="18" y="193.5" width="99" height="30" rx="3" fill="#DB2777"/>${text(67.5, 212.1, 12, "#fff", "Shop now", 'font-weight="bold" text-anchor="middle"')}`,
    );
    const r = await roles(bytes);
    expect(r.brandName).toBe("Tidewell");
    expect(r.brand?.evidence.find((e) => e.kind === "logo_text")?.detail).toContain("set apart");
  }, 30_000);

  test("a two-line coined lockup is read whole and is not the headline", async () => {
    const r = await roles(await madeAds.stackedLockup());
    expect(r.brandName?.replace(/\s+/g, "").toLowerCase()).toBe("quillonfernway");
    expect(r.brand?.evidence.map((e) => e.kind)).toContain("lockup");
    expect(r.headline?.text).not.toContain("Quillon");
  }, 30_000);

  test("an endorsed name set largest is the brand, and the headline is the copy", async () => {
    const r = await roles(await madeAds.endorsedName());
    expect(r.brandName).toBe("Wrenfield");
    expect(r.brand?.evidence.map((e) => e.kind)).toContain("endorsement");
    expect(r.headline?.text).not.toContain("Wrenfield");
  }, 30_000);
});

describe("brand spelling", () => {
  test("a reading that lost the name's signs is spelled as the lexicon does, and the line reads so", () => {
    const ps = read([["Party", 40, 200, 60]], [["MMS", 20, 20, 30]]);
    const brand = findBrand({ phrases: ps, cta: null, headline: ps[0]!, work: page.work })!;
    expect(brand.name).toBe("M&M'S");
    expect(brand.phrase).toBe(ps[1]!);
    expect(brand.reading).toBe("M&M'S");
    // Read as printed, case and all, a name is reported as printed and its line left alone.
    const caps = read([["Party", 40, 200, 60]], [["QUAKER", 20, 20, 22]], [["QUAKER", 600, 540, 20]]);
    const quaker = findBrand({ phrases: caps, cta: null, headline: caps[0]!, work: page.work })!;
    expect(quaker.name).toBe("QUAKER");
    expect(quaker.reading).toBeNull();
  });
});
