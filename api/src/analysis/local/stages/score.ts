import type { Box } from "../../result.ts";
import type { Unread } from "../advice.ts";
import { isDisclaimer, looksLikeWordmark } from "../blocks.ts";
import { inListedLanguage, isCommonWord } from "../brand-lexicon.ts";
import { clarity } from "../clarity.ts";
import { within } from "../geometry.ts";
import { channelOf } from "../placement.ts";
import { unexplainedInk } from "../regions.ts";
import { effectiveness, scoreBreakdown } from "../score.ts";
import { type AnalysisContext, need, type Stage, toOriginal } from "./context.ts";

/** Message clarity and the weighted score out of 10, each factor with its evidence. */
export const scoreStage: Stage = {
  name: "score",
  needs: ["decode", "colour", "layout", "brand_cta", "people", "attention"],
  run(ctx) {
    const image = need(ctx, "image");
    const colour = need(ctx, "colour");
    const layout = need(ctx, "layout");
    const roles = need(ctx, "roles");
    const disclaimers = new Set(roles.blocks.filter(isDisclaimer).flatMap((b) => b.lines.flatMap((l) => l.words)));
    const clarityMeasure = clarity({
      word_count: layout.words.filter((w) => !disclaimers.has(w)).length,
      text_coverage: layout.coverage,
      headline_contrast: roles.headline?.contrast ?? null,
      edge_density: colour.edgeDensity,
      color_entropy: colour.clusters.entropy,
    });
    const unread = unreadOf(ctx);
    const people = need(ctx, "people").detections?.elements.filter((e) => e.kind === "person" || e.kind === "face");
    const breakdown = scoreBreakdown({
      cta: roles.cta,
      headline:
        roles.headline && roles.headlinePhrase
          ? { ...roles.headline, heightShare: roles.headlinePhrase.size / image.work.height }
          : null,
      clarity: clarityMeasure,
      attention: need(ctx, "attention").measure,
      palette: colour.palette,
      placements: layout.placements,
      brand_name: roles.brandName,
      channel: channelOf(layout.placements, { hasCta: roles.cta !== null }),
      people: people?.length ?? 0,
      unread,
    });
    ctx.score = { clarity: clarityMeasure, breakdown, effectiveness: effectiveness(breakdown), unread };
  },
};

/** Read with less confidence than this, a short line may be a stylised name the reader got wrong. */
const UNSURE_READING = 75;
/** What the page holds besides what the reader and the roles accounted for (advice.ts `Unread`). */
function unreadOf(ctx: AnalysisContext): Unread {
  const image = need(ctx, "image");
  const colour = need(ctx, "colour");
  const layout = need(ctx, "layout");
  const roles = need(ctx, "roles");
  const toWork = image.work.width / colour.side.width;
  const ink = unexplainedInk(colour.clusters.labels, colour.side.width, colour.side.height, toWork, [
    ...layout.words.map((w) => w.box),
    ...layout.buttons.map((b) => b.box),
  ]);
  const holdsCta = (b: Box) => roles.ctaArea !== null && overlaps(b, roles.ctaArea);
  // A line of the headline, CTA or brand is theirs, also when the role joined it with other lines.
  const claimed = new Set([roles.headlinePhrase, roles.ctaPhrase, roles.brandPhrase].flatMap((p) => p?.words ?? []));
  const names = layout.phrases.filter(
    (p) =>
      !p.words.every((w) => claimed.has(w)) &&
      (looksLikeWordmark(p) || p.confidence < UNSURE_READING || p.words.length <= 2),
  );
  return {
    ink: ink.share,
    inkBox: ink.largest && toOriginal(image, ink.largest),
    // A "button" within a word's box is a bold glyph the fill finder took for one; a real button's
    // centre is inside its label's box too, but the button is larger than the label.
    buttons: layout.buttons
      .filter((b) => !holdsCta(b.box) && !layout.words.some((w) => within(b.box, w.box)))
      .map((b) => toOriginal(image, b.box)),
    names: names.map((p) => p.text),
    name: names.find((p) => p.words.some((w) => /\p{L}{2}/u.test(w.text) && !isCommonWord(w.text)))?.text ?? null,
    readable: inListedLanguage(layout.words.map((w) => w.text)),
    address: roles.blocks.find((b) => b.role === "url")?.phrase.text ?? null,
  };
}

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}
