import type { CtaMeasure } from "../../result.ts";
import { findBrand } from "../brand.ts";
import { brandTitle, squash } from "../brand-lexicon.ts";
import { hex } from "../color.ts";
import { chooseCta } from "../cta.ts";
import type { Decoded } from "../raster.ts";
import { measureContrast } from "../regions.ts";
import { centreInside, looksLikeWordmark, type Phrase } from "../text.ts";
import { type Layout, need, type Roles, type Stage, toOriginal } from "./context.ts";
import { inner } from "./layout.ts";

/** Which phrase is the call to action, which the headline, and whose ad it is. */
export const brandCtaStage: Stage = {
  name: "brand_cta",
  needs: ["decode", "layout"],
  run(ctx) {
    ctx.roles = assignRoles(need(ctx, "image"), need(ctx, "layout"));
  },
};

const bySizeThenTop = (a: Phrase, b: Phrase) => b.size - a.size || a.box.y - b.box.y;

export function assignRoles(image: Decoded, layout: Layout): Roles {
  const { work } = image;
  const { phrases: all, buttons } = layout;
  const buttonOf = (p: Phrase) => buttons.find((b) => centreInside(p.box, b.box));
  const choice = chooseCta(all, buttonOf);
  const ctaPhrase = choice?.phrase ?? null;
  const rest = all.filter((p) => p !== ctaPhrase);
  // Neither a wordmark nor a known brand name printed on its own is the message.
  const notTheMessage = (p: Phrase) => looksLikeWordmark(p) || brandTitle(squash(p.text)) !== undefined;
  const pickHeadline = (from: Phrase[]) =>
    from.filter((p) => p.text.length >= 4 && !notTheMessage(p)).sort(bySizeThenTop)[0] ??
    [...from].sort(bySizeThenTop)[0] ??
    null;
  let headlinePhrase = pickHeadline(rest);
  let brand = findBrand({ phrases: all, cta: ctaPhrase, headline: headlinePhrase, work });
  // A logo lockup or an endorsed name can be the largest type ("Wrenfield / by …"): the brand is
  // not the message, so the headline is chosen again without it and the brand weighed against that.
  if (brand && headlinePhrase && brand.parts.includes(headlinePhrase)) {
    const first = brand;
    headlinePhrase = pickHeadline(rest.filter((p) => !first.parts.includes(p)));
    brand = findBrand({ phrases: all, cta: ctaPhrase, headline: headlinePhrase, work }) ?? first;
  }

  let cta: CtaMeasure | null = null;
  let ctaArea = null;
  if (ctaPhrase) {
    const button = choice?.button;
    const m = measureContrast(work, button ? inner(button.box) : ctaPhrase.box);
    cta = {
      text: ctaPhrase.text,
      box: toOriginal(image, button?.box ?? ctaPhrase.box),
      contrast: m?.ratio ?? null,
      text_color: m ? hex(m.text) : null,
      background_color: m ? hex(m.background) : null,
      button: Boolean(button),
    };
    ctaArea = button?.box ?? ctaPhrase.box;
  }
  const headline = headlinePhrase
    ? {
        text: headlinePhrase.text,
        box: toOriginal(image, headlinePhrase.box),
        contrast: measureContrast(work, headlinePhrase.box)?.ratio ?? null,
      }
    : null;
  return {
    cta,
    ctaPhrase,
    ctaArea,
    headline,
    headlinePhrase,
    brandName: brand?.name ?? null,
    brandPhrase: brand?.phrase ?? null,
    brandReading: brand?.reading ?? null,
    brand: brand && {
      name: brand.name,
      confidence: brand.confidence,
      box: brand.phrase ? toOriginal(image, brand.phrase.box) : null,
      evidence: brand.evidence,
    },
  };
}
