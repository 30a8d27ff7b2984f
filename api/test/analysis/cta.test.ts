import { afterAll, describe, expect, test } from "bun:test";
import path from "node:path";
import sharp from "sharp";
import { ctaReading, ctaStrength, looksLikeOffer, storeBadgeLine } from "../../src/analysis/local/cta.ts";
import { fold } from "../../src/analysis/local/fold.ts";
import { closeOcr, type TextWord } from "../../src/analysis/local/ocr/index.ts";
import { need } from "../../src/analysis/local/stages/context.ts";
import { madeAds } from "./made-ads.ts";
import { roles, runUpTo } from "./stages/render.ts";
import { render, text } from "./svg.ts";

afterAll(closeOcr);

describe("CTA lexicon", () => {
  test("calls to action in six languages match, with or without their accents", () => {
    for (const cta of [
      "Conoce más",
      "CONOCE MAS",
      "Comprar acá",
      "En savoir plus",
      "Jetzt kaufen",
      "Saiba mais",
      "Scopri di più",
      "Shop now",
      "Learn more",
      "Book now",
      "Get started",
      "Veja mais",
    ]) {
      expect([cta, ctaStrength(cta)]).toEqual([cta, 2]);
    }
    for (const cta of [
      "Explore C-HR",
      "Subscribe",
      "Regístrate",
      "Découvrez la gamme",
      "Prenota",
      "Ver ofertas",
      "Voir l'offre",
      "Vedi offerte",
      "Scan to book",
      "Flashez le QR code",
      "Escanea el código",
    ]) {
      expect([cta, ctaStrength(cta)]).toEqual([cta, 1]);
    }
  });

  test("shop and sign-up labels of every language: add to cart, reflexive and elided verbs", () => {
    for (const cta of [
      "Add to cart",
      "Añadir al carrito",
      "Agregar al carrito",
      "Ajouter au panier",
      "In den Warenkorb",
      "Adicionar ao carrinho",
      "Aggiungi al carrello",
      "S'inscrire",
      "Inscreva-se",
      "Kostenlos testen",
      "RSVP",
      // Common English verbs the lexicon lacked until the eleventh session.
      "Plan your trip",
      "Open an account",
      "Switch today",
      "Earn rewards",
      "Choose your plan",
      "Pick yours",
      "Talk to sales",
      "Enquire now",
      "Invest now",
      "Track order",
      "Log in",
    ]) {
      expect([cta, ctaStrength(cta) > 0]).toEqual([cta, true]);
    }
  });

  test("Vietnamese calls to action match as whole phrases, with or without accents; a syllable alone does not", () => {
    for (const cta of [
      "Mua ngay",
      "MUA NGAY",
      "Đăng ký ngay",
      "Dang ky",
      "Tìm hiểu thêm",
      "Xem chi tiết",
      "Đặt hàng",
    ]) {
      expect([cta, ctaStrength(cta)]).toEqual([cta, 2]);
    }
    for (const copy of ["Đang giảm giá", "Mua", "Giảm đến 50%", "Thời trang nữ"]) {
      expect([copy, ctaStrength(copy)]).toEqual([copy, 0]);
    }
  });

  test("labels in Dutch, Polish, Turkish, Indonesian, Nordic, Czech, Romanian and Hungarian match as whole phrases", () => {
    for (const cta of [
      "Bestel nu",
      "Zamów teraz",
      "Dowiedz się więcej",
      "Şimdi keşfet",
      "Hemen al",
      "Beli sekarang",
      "Köp nu",
      "Läs mer",
      "Lue lisää",
      "Zjistěte více",
      "Cumpără acum",
      "Vásárolj most",
    ]) {
      expect([cta, ctaStrength(cta)]).toEqual([cta, 2]);
    }
    // Their verbs alone, and copy, are not labels: "Belanja" leads a headline as often as a button.
    for (const copy of [
      "Belanja hemat setiap hari",
      "Odkryj smak domowej kuchni",
      "Bestel",
      "Yeni sezon ürünleri geldi",
    ]) {
      expect([copy, ctaStrength(copy)]).toEqual([copy, 0]);
    }
  });

  test("Chinese calls to action, simplified and traditional: urgency or 'more' makes them sure", () => {
    for (const cta of ["立即購買", "马上报名", "了解更多", "查看詳情", "立即下载"]) {
      expect([cta, ctaStrength(cta)]).toEqual([cta, 2]);
    }
    for (const cta of ["開始測驗", "加入會員", "下載"]) {
      expect([cta, ctaStrength(cta)]).toEqual([cta, 1]);
    }
    // A line of copy led by a verb, an urgency word alone, and a headline are not labels.
    for (const copy of ["體驗全新膠原精華的修護力量", "馬上", "馬上拿", "年終大促銷"]) {
      expect([copy, ctaStrength(copy)]).toEqual([copy, 0]);
    }
  });

  test("offers, announcements and copy are not calls to action", () => {
    for (const offer of ["1er épisode offert", "Now accepting new patients", "50% off", "Jetzt neu"]) {
      expect([offer, ctaStrength(offer)]).toEqual([offer, 0]);
    }
    for (const offer of ["1er épisode offert", "Now accepting new patients", "50% off", "Save 20% today"]) {
      expect([offer, looksLikeOffer(offer)]).toEqual([offer, true]);
    }
    expect(ctaStrength("The quick brown fox jumps over")).toBe(0);
    expect(ctaStrength("Goodness you can taste")).toBe(0);
  });
});

describe("a label the reader got a letter wrong", () => {
  /** Words in a row; `readings` are the recogniser's readings of an unsure word, best first. */
  const label = (...spec: [string, string[]?][]): TextWord[] =>
    spec.map(([text, readings], i) => ({
      text,
      confidence: readings ? 85 : 98,
      box: { x: i * 60, y: 0, width: 50, height: 20 },
      line: 0,
      ...(readings ? { alternatives: readings.map((r, k) => ({ text: r, logp: -1 - k })) } : {}),
    }));
  const said = (ws: TextWord[]) => ws.map((w) => w.text).join(" ");

  test("is the call to action one of its likely other readings makes", () => {
    expect(said(ctaReading(label(["Get"], ["starter", ["stnrter", "starter", "started"]])))).toBe("Get started");
    expect(said(ctaReading(label(["Try"], ["it"], ["tree", ["tree", "free", "ree"]])))).toBe("Try it free");
  });

  test("keeps its words when no likely reading makes a call to action, or it already is one", () => {
    // "free" is a reading, but far less likely than 1/20 of the best.
    const far = label(["Try"], ["it"], ["tree", ["tree", "ree", "tre", "tee", "free"]]);
    expect(said(ctaReading(far))).toBe("Try it tree");
    const sure = label(["Shop"], ["now", ["now", "new"]]);
    expect(ctaReading(sure)).toBe(sure);
    expect(said(ctaReading(label(["Summer"], ["sale", ["sale", "safe"]])))).toBe("Summer sale");
  });

  test("on a small skyscraper's button saved at JPEG quality 35, 'Get started' is read whole", async () => {
    const body = `<rect width="100%" height="100%" fill="#0F172A"/>${text(9.6, 50.8, 8.8, "#ffffff", "Pellora", 'font-weight="bold"')}${text(9.6, 180, 22.4, "#ffffff", "Summer", 'font-weight="bold"')}${text(9.6, 205.76, 22.4, "#ffffff", "styles for", 'font-weight="bold"')}${text(9.6, 231.52, 22.4, "#ffffff", "less", 'font-weight="bold"')}<rect x="9.6" y="360" width="80.0256" height="19.2" rx="1.92" fill="#F97316"/>${text(49.6128, 371.904, 7.4616, "#fff", "Get started", 'font-weight="bold" text-anchor="middle"')}`;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="600">${body}</svg>`;
    const jpeg = new Uint8Array(await sharp(Buffer.from(svg)).jpeg({ quality: 35 }).toBuffer());
    const r = await roles(jpeg);
    expect(r.cta?.text).toBe("Get started");
  }, 30_000);
});

describe("CTA on rendered ads (each failed before the v2 engine)", () => {
  test("an outlined (ghost) button with letter-spaced capitals is the CTA, whole, with its outline as the box", async () => {
    const bytes = await madeAds.outlinedButton();
    const r = await roles(bytes);
    expect(r.cta?.text).toBe("EXPLORE C-HR");
    expect(r.cta?.button).toBe(true);
    const box = r.cta!.box;
    expect(Math.abs(box.x - 60)).toBeLessThanOrEqual(3);
    expect(Math.abs(box.y - 178)).toBeLessThanOrEqual(3);
    expect(Math.abs(box.width - 180)).toBeLessThanOrEqual(5);
    expect(Math.abs(box.height - 40)).toBeLessThanOrEqual(5);
  }, 30_000);

  test("a Spanish CTA set as plain text", async () => {
    const bytes = await madeAds.spanishCta();
    const r = await roles(bytes);
    expect(fold(r.cta?.text ?? "")).toBe("conoce mas");
    expect(fold(r.headline?.text ?? "")).toBe("cafe de origen");
  }, 30_000);

  /** A 1080² post: name and a two-line headline on the left, a pill button under them, a fixture photo on the right. */
  const pillBesidePhoto = async (
    lines: [string, string],
    size: number,
    label: string,
    width: number,
    photo: string,
  ) => {
    const page = await render(
      1080,
      1080,
      `<rect width="100%" height="100%" fill="#fff"/>${text(65, 135, 59, "#111827", "Vantelle", 'font-weight="bold"')}${text(65, 324, size, "#111827", lines[0], 'font-weight="bold"')}${text(65, 324 + size * 1.2, size, "#111827", lines[1], 'font-weight="bold"')}<rect x="65" y="778" width="${width}" height="130" rx="65" fill="#2563EB"/>${text(65 + width / 2, 858, 52, "#fff", label, 'font-weight="bold" text-anchor="middle"')}`,
    );
    const picture = await sharp(path.resolve(import.meta.dir, "../fixtures/photos", photo))
      .resize(486, 1080, { fit: "cover" })
      .toBuffer();
    const bytes = await sharp(page)
      .composite([{ input: picture, left: 594, top: 0 }])
      .jpeg({ quality: 90 })
      .toBuffer();
    return roles(new Uint8Array(bytes));
  };

  test("a Turkish pill button beside a photo is the CTA", async () => {
    const r = await pillBesidePhoto(["Yeni sezon", "ürünleri geldi"], 97, "Hemen al", 428, "dinner.jpg");
    expect(fold(r.cta?.text ?? "")).toBe("hemen al");
  }, 30_000);

  test("a button's label read again on its own keeps its type size: it is the CTA, not the headline", async () => {
    // Read from the button's whole inside, the label's words were as tall as the button and
    // outsized the headline beside a photo, which then lost its place to the label.
    const r = await pillBesidePhoto(["New season", "has landed"], 84, "Our menu", 400, "smiling.jpg");
    expect(r.cta?.text).toBe("Our menu");
    expect(r.cta?.button).toBe(true);
    expect(r.headline?.text).not.toBe("Our menu");
    expect(r.headline?.box.y ?? 0).toBeLessThan(500);
  }, 30_000);

  test("a label set close to its button's sides is read whole, and a cut reading of it is no brand", async () => {
    // A retina (2×) billboard: the button's inside, clear of its rounded edge, cut the label to
    // "ubscrib", as confident as the whole word; the fragment, coined-looking, became the brand.
    const bytes = await render(
      1940,
      500,
      `<rect width="100%" height="100%" fill="#FDF0D5"/>${text(58, 110, 62, "#003049", "AEROLUX", 'font-weight="bold"')}${text(58, 290, 86, "#003049", "Bake Like A Pro", 'font-weight="bold"')}${text(58, 405, 50, "#003049", "Up to 50% off everything")}<rect x="1572" y="176" width="310" height="148" rx="30" fill="#780000"/>${text(1727, 268, 54, "#FDF0D5", "Subscribe", 'font-weight="bold" text-anchor="middle"')}`,
    );
    const r = await roles(bytes);
    expect(r.cta?.text).toBe("Subscribe");
    expect(r.cta?.button).toBe(true);
    expect(r.brandName).toBe("AEROLUX");
  }, 30_000);

  test("an unmistakable label keeps its offer word: 'Try it free' is the call to action, a priced line is not", async () => {
    // "free" made the label look like a deal's badge, so a billboard whose pill the palette
    // could not see had no call to action at all.
    const ink = "#111827";
    const page = (label: string) =>
      render(
        970,
        250,
        `<rect width="100%" height="100%" fill="#ffffff"/>${text(19.4, 145, 35, ink, "Lumora", 'font-weight="bold"')}${text(213.4, 112.5, 28, ink, "Brew better coffee at home", 'font-weight="bold"')}${text(213.4, 187.5, 15, ink, "Fresh roasts delivered every month")}${text(760, 138, 22, ink, label, 'font-weight="bold"')}`,
      );
    expect((await roles(await page("Try it free"))).cta?.text).toBe("Try it free");
    expect((await roles(await page("Free delivery over $50"))).cta).toBeNull();
  }, 30_000);

  test("a text link marked with a chevron is the CTA even without a CTA verb", async () => {
    const bytes = await madeAds.chevronLink();
    const r = await roles(bytes);
    expect(r.cta?.text).toBe("The summer edit");
    expect(r.cta?.button).toBe(false);
  }, 30_000);

  test("a short pill button on a billboard, its label set larger than the headline, is the CTA on its button", async () => {
    // 240×100 with fully rounded ends: the top and bottom edges run straight for only 140 px.
    const bytes = await render(
      970,
      250,
      `<rect width="100%" height="100%" fill="#ECFDF5"/>${text(20, 145, 31, "#064E3B", "Qorvane", 'font-weight="bold"')}${text(213, 145, 24, "#064E3B", "Bright ideas for small spaces", 'font-weight="bold"')}<rect x="700" y="75" width="240" height="100" rx="50" fill="#059669"/>${text(820, 137, 26, "#fff", "See plans", 'font-weight="bold" text-anchor="middle"')}`,
    );
    const r = await roles(bytes);
    expect(r.cta?.text).toBe("See plans");
    expect(r.cta?.button).toBe(true);
    expect(Math.abs(r.cta!.box.width - 240)).toBeLessThanOrEqual(6);
    expect(r.headline?.text).toBe("Bright ideas for small spaces");
  }, 30_000);

  test("an offer badge on a filled shape is not a CTA", async () => {
    const bytes = await madeAds.offerBadge();
    const r = await roles(bytes);
    expect(r.cta).toBeNull();
    expect(r.headline?.text).toBe("Les Gardiens");
  }, 30_000);
});

describe("a call to action that is also a brand's name", () => {
  test("an underlined 'DISCOVER' under the copy is the CTA, and the house's name at the top the brand", async () => {
    const serif = (x: number, y: number, size: number, content: string, extra = "") =>
      `<text x="${x}" y="${y}" font-family="Liberation Serif" font-size="${size}" fill="#1a1a1a" text-anchor="middle" ${extra}>${content}</text>`;
    const bytes = await render(
      1080,
      1350,
      `<rect width="100%" height="100%" fill="#F5F0E8"/>${serif(540, 130, 56, "MAISON ORLÉ", 'letter-spacing="10"')}<rect x="140" y="200" width="800" height="650" fill="#8A9A8B"/>${serif(540, 980, 84, "The art of", 'font-style="italic"')}${serif(540, 1080, 84, "slow living", 'font-style="italic"')}${text(540, 1240, 34, "#1a1a1a", "DISCOVER", 'text-anchor="middle" letter-spacing="6" text-decoration="underline"')}`,
    );
    const r = await roles(bytes);
    expect(r.cta?.text).toBe("DISCOVER");
    expect(r.brandName).toBe("MAISON ORLE");
  }, 30_000);
});

describe("two calls to action", () => {
  test("the filled button's label is the CTA, not the secondary text link beside it", async () => {
    const r = await roles(
      await render(
        1200,
        628,
        `<rect width="100%" height="100%" fill="#fff"/>${text(60, 90, 40, "#1D3557", "Qorvane", 'font-weight="bold"')}${text(60, 260, 64, "#1D3557", "Banking without borders", 'font-weight="bold"')}${text(60, 330, 32, "#444", "Spend in 40 currencies with no fees")}<rect x="60" y="420" width="360" height="84" rx="10" fill="#1D3557"/>${text(240, 474, 34, "#fff", "Open an account", 'font-weight="bold" text-anchor="middle"')}${text(460, 474, 32, "#1D3557", "Learn more ›", 'font-weight="bold"')}`,
      ),
    );
    expect(r.cta?.text).toBe("Open an account");
    expect(r.cta?.button).toBe(true);
  }, 30_000);
});

describe("a shape that is part of the text is no button", () => {
  test("a bold letter of the headline, a flat shape of one colour, does not make the headline a label", async () => {
    const r = await roles(
      await render(
        1080,
        1080,
        `<rect width="100%" height="100%" fill="#111"/>${text(540, 130, 56, "#1DB954", "Spotify × Uber", 'font-weight="bold" text-anchor="middle"')}${text(540, 480, 100, "#fff", "Your music,", 'font-weight="bold" text-anchor="middle"')}${text(540, 600, 100, "#fff", "your ride", 'font-weight="bold" text-anchor="middle"')}<rect x="340" y="820" width="400" height="110" rx="55" fill="#1DB954"/>${text(540, 890, 42, "#111", "Link accounts", 'font-weight="bold" text-anchor="middle"')}`,
      ),
    );
    expect(r.cta?.text).toBe("Link accounts");
    expect(r.headline?.text).toBe("Your music your ride");
  }, 30_000);
});

describe("a patch of the picture inside an outlined button", () => {
  test("a darker half of the backdrop whose side cuts the label is no button: the outline's label is read whole", async () => {
    // An outlined button over a photo that is light on the left and dark on the right: inside the
    // outline the dark half is a flat shape, and its left side runs through "today".
    const r = await roles(
      await render(
        1080,
        1080,
        `<rect width="620" height="1080" fill="#8a8a8a"/><rect x="620" width="460" height="1080" fill="#1f1f1f"/>${text(540, 420, 80, "#fff", "Dinner in fifteen", 'font-weight="bold" text-anchor="middle"')}<rect x="270" y="670" width="540" height="120" rx="10" fill="none" stroke="#fff" stroke-width="5"/>${text(540, 748, 52, "#fff", "Order today", 'font-weight="bold" text-anchor="middle"')}`,
      ),
    );
    expect(r.cta?.text).toBe("Order today");
    expect(r.cta?.button).toBe(true);
  }, 30_000);

  test("a darker half of the backdrop whose side falls between two words of the label is no button either", async () => {
    // The photo turns dark in the space between "Comprar" and "ahora": inside the outline the
    // dark half holds "ahora" whole, and the label runs on past its side. Taken for a button, it
    // read "ahora" again on its own and, read better there, cut the label in two on a photo.
    const bytes = await render(
      1080,
      1080,
      `<rect width="592" height="1080" fill="#8a8a8a"/><rect x="592" width="488" height="1080" fill="#1f1f1f"/>${text(540, 420, 80, "#fff", "Envío gratis", 'font-weight="bold" text-anchor="middle"')}<rect x="290" y="670" width="500" height="120" rx="10" fill="none" stroke="#fff" stroke-width="5"/>${text(330, 748, 52, "#fff", "Comprar ahora", 'font-weight="bold"')}`,
    );
    const { buttons } = need((await runUpTo(bytes, ["decode", "text", "colour", "layout"])).ctx, "layout");
    expect(buttons.map((b) => b.kind)).toEqual(["frame"]);
    const r = await roles(bytes);
    expect(r.cta?.text).toBe("Comprar ahora");
    expect(r.cta?.button).toBe(true);
  }, 30_000);
});

describe("app-store badges", () => {
  const appAd = (badges: string) =>
    render(
      1080,
      1080,
      `<rect width="100%" height="100%" fill="#ECFDF5"/>${text(60, 110, 54, "#064E3B", "Brisko", 'font-weight="bold"')}${text(60, 400, 90, "#064E3B", "Fresh groceries", 'font-weight="bold"')}${text(60, 510, 90, "#064E3B", "in 15 minutes", 'font-weight="bold"')}${badges}`,
    );
  const badge = (x: number, lead: string, store: string) =>
    `<rect x="${x}" y="800" width="400" height="120" rx="20" fill="#000"/>${text(x + 70, 850, 26, "#fff", lead)}${text(x + 70, 898, 44, "#fff", store, 'font-weight="bold"')}`;

  test("the stores on the badges are not the brand, and the badge's two lines are the CTA", async () => {
    const r = await roles(
      await appAd(badge(60, "Download on the", "App Store") + badge(500, "GET IT ON", "Google Play")),
    );
    expect(r.brandName).toBe("Brisko");
    expect(r.cta?.text).toBe("Download on the App Store");
  }, 30_000);

  test("a badge's lines are found in the languages the lexicon reads, on one line or two", () => {
    expect(storeBadgeLine("Download on the App Store")).toBe(true);
    expect(storeBadgeLine("Télécharger dans l'App Store")).toBe(true);
    expect(storeBadgeLine("DISPONIBLE EN Google Play")).toBe(true);
    expect(storeBadgeLine("Google Play")).toBe(false);
    expect(storeBadgeLine("Download the app")).toBe(false);
  });
});

describe("a logo set in a badge", () => {
  test("a coined name on a filled shape is the brand, not a button's label", async () => {
    const bytes = await render(
      1080,
      1080,
      `<rect width="100%" height="100%" fill="#E0F2FE"/><rect x="60" y="60" width="320" height="90" rx="10" fill="#075985"/>${text(95, 122, 50, "#fff", "Veloma", 'font-weight="bold"')}${text(80, 500, 90, "#0C4A6E", "Energy for", 'font-weight="bold"')}${text(80, 600, 90, "#0C4A6E", "tomorrow", 'font-weight="bold"')}`,
    );
    const r = await roles(bytes);
    expect(r.cta).toBeNull();
    expect(r.brandName).toBe("Veloma");
    expect(r.headline?.text).toBe("Energy for tomorrow");
  }, 30_000);
});

describe("CTA in print", () => {
  test("a number to call is where to go; prices, dates and bare figures stay offers", () => {
    for (const t of [
      "Call 0800 123 456",
      "Call now 0800 123 456",
      "Tel. +44 (0)20 7946 0958",
      "Appelez le 01 23 45 67 89",
    ])
      expect(looksLikeOffer(t)).toBe(false);
    for (const t of ["Save $20", "Rp 1 299 000", "1.299.000đ", "Order by 23.12.2025", "Call 2 days", "0800 123 456"])
      expect(looksLikeOffer(t)).toBe(true);
  });

  test("a poster's line telling readers to call a number is its CTA", async () => {
    const bytes = await render(
      1240,
      1754,
      `<rect width="100%" height="100%" fill="#F0FDFA"/>${text(100, 200, 56, "#115E59", "Dentaflor", 'font-weight="bold"')}${text(100, 700, 120, "#111", "New patients", 'font-weight="bold"')}${text(100, 830, 120, "#111", "welcome", 'font-weight="bold"')}${text(100, 1000, 56, "#115E59", "Call 0800 123 456", 'font-weight="bold"')}${text(100, 1650, 36, "#444", "12 Harbour Street, Leith")}`,
    );
    const r = await roles(bytes);
    expect(r.cta?.text).toBe("Call 0800 123 456");
    expect(r.headline?.text).toBe("New patients welcome");
  }, 30_000);

  test("the label beside a QR code is the CTA, with the web address set under it", async () => {
    const bytes = await render(
      1240,
      1754,
      `<rect width="100%" height="100%" fill="#F5F5F4"/>${text(100, 200, 48, "#1C1917", "HALCYON SPA", 'font-weight="bold"')}${text(100, 700, 130, "#1C1917", "Slow down.", 'font-weight="bold"')}${text(100, 820, 50, "#44403C", "Massages, saunas and a quiet pool")}<rect x="100" y="1300" width="260" height="260" fill="#1C1917"/><rect x="130" y="1330" width="200" height="200" fill="#F5F5F4"/>${text(400, 1420, 40, "#1C1917", "Scan to book")}${text(400, 1480, 34, "#57534E", "halcyonspa.com")}`,
    );
    const r = await roles(bytes);
    expect(r.cta?.text).toBe("Scan to book");
    expect(r.headline?.text).toBe("Slow down.");
  }, 30_000);
});
