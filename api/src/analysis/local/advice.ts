import type { Advice, AttentionMeasure, Box, ClarityMeasure, CtaMeasure, PlacementFit } from "../result.ts";
import { type AdviceCode, ruleFor } from "./advice-rules.ts";
import { type Channel, NORMS, wordBudget } from "./norms.ts";
import { isFixedSlot } from "./placement.ts";

/**
 * What the ad holds that the engine could not read. An element is called missing only when this
 * shows nowhere it could be: otherwise the advice says it could not be read.
 */
export interface Unread {
  /** Share of the image that is neither background, text nor button (a logo, a QR code, a photo, unread text), 0–1. */
  ink: number;
  /** The largest such patch, in original pixels. */
  inkBox: Box | null;
  /** Button-like regions that hold no call to action that was read. */
  buttons: Box[];
  /** Words set as names are (alone, in capitals, or read with low confidence) that no brand evidence claimed. */
  names: string[];
  /**
   * The first of `names` worth quoting as the brand the reader may have missed: one holding a word
   * in no list of everyday words ("avec" alone on its line is French for "with", not a name).
   */
  name: string | null;
  /**
   * The page's words are in a language the word lists cover. When not, the reader met a script it
   * does not know and its words are Latin lookalikes ("KynnTb"): none is quoted back as a name.
   */
  readable: boolean;
  /** A block the reader gave the `url` role (a web address, e-mail or handle): how print tells readers where to go. */
  address: string | null;
}

export interface AdviceInput {
  width: number;
  height: number;
  channel: Channel;
  /** The size is both a screen and a story or feed size, and no call to action chose between them. */
  screenOrStory: boolean;
  cta: CtaMeasure | null;
  headline: { text: string; contrast: number | null } | null;
  clarity: ClarityMeasure;
  attention: AttentionMeasure;
  placements: PlacementFit[];
  brand_name: string | null;
  faces: number;
  /** People the detector counted (a person box each), faces aside. */
  people: number;
  unread: Unread;
}

/**
 * Below this share of unexplained ink the page holds nothing but its copy: a logo, a button or a
 * QR code would take more (a 40 px mark on a 1080 px square is 0.14 %, its anti-aliased edge
 * inside the text margins is not counted), so an element not read is measured absent.
 */
export const ABSENT_INK = 0.001;

/** Whether the page is measured to hold no brand: no name-like words and nothing but its copy. */
export function brandAbsent(unread: Unread): boolean {
  return unread.ink < ABSENT_INK && unread.names.length === 0;
}

/** Headline contrast below which a busy background is what makes the message hard to read. */
const BUSY_BEHIND_TEXT = 4.5;

const pct = (v: number) => `${Math.round(v * 100)}%`;

/** Recommendations as advice objects that each name the measurement behind them, and the strengths to keep. */
export function advise(a: AdviceInput): { advice: Advice[]; recommendations: string[]; strengths: string[] } {
  const advice: Advice[] = [];
  const strengths: string[] = [];
  const add = (code: AdviceCode, text: string, evidence: Advice["evidence"]) =>
    advice.push({ code, text, severity: ruleFor(code).severity, evidence });
  const norm = NORMS[a.channel];
  const { unread } = a;
  const inkDetail = `${(unread.ink * 100).toFixed(2)}% of the image is neither background, text nor button`;
  const nothingElse = unread.ink < ABSENT_INK;

  if (!a.cta && norm.response === "address") {
    if (unread.address) strengths.push(`Tells readers where to go: ${unread.address}.`);
    else if (nothingElse)
      add(
        "missing_cta",
        "No call to action was found, and no web address or QR code is printed; tell readers where to go next (an address, a QR code or a phone number).",
        { detail: inkDetail, value: unread.ink },
      );
    else
      add(
        "unread_cta",
        "We could not read a call to action or a web address; if the ad has none (a QR code counts), tell readers where to go next.",
        { detail: inkDetail, value: unread.ink, ...(unread.inkBox && { box: unread.inkBox }) },
      );
  } else if (!a.cta && norm.response !== "none") {
    const missing = nothingElse && unread.buttons.length === 0;
    const remedy = {
      button: "add one such as “Shop now” or “Learn more” on a contrasting button",
      platform: "say the action in the image (“Shop now”, “Learn more”) and pick the same on the platform's button",
      any: "tell viewers what to do next, such as “Learn more” or where to go",
    }[norm.response === "button" || norm.response === "platform" ? norm.response : "any"];
    if (missing)
      add("missing_cta", `No call to action was found, and nothing on the page could hold one; ${remedy}.`, {
        detail: inkDetail,
        value: unread.ink,
      });
    else {
      const box = unread.buttons[0] ?? unread.inkBox;
      add("unread_cta", `We could not read a call to action; if the ad has none, ${remedy}.`, {
        detail: unread.buttons.length
          ? `${unread.buttons.length} button-like region(s) whose text was not read as an action`
          : inkDetail,
        value: unread.ink,
        ...(box && { box }),
      });
    }
  } else if (a.cta) {
    const evidence = { text: a.cta.text, box: a.cta.box };
    if (a.cta.contrast !== null && a.cta.contrast < 4.5) {
      const tapped = norm.response === "button" || norm.response === "platform";
      const remedy =
        a.cta.button && tapped
          ? "Darken the text or change the button colour."
          : "Darken the text or lighten what is behind it.";
      add("cta_contrast", `CTA contrast is ${a.cta.contrast}:1; WCAG AA needs 4.5:1. ${remedy}`, {
        ...evidence,
        value: a.cta.contrast,
        detail: `text ${a.cta.text_color} on ${a.cta.background_color}`,
      });
    } else if (a.cta.contrast !== null) {
      strengths.push(`The CTA “${a.cta.text}” has a contrast of ${a.cta.contrast}:1, which passes WCAG AA (4.5:1).`);
    }
    // Feeds and stories add their own button, and a hero or email header (a banner shape in no
    // ad slot) is a link as a whole: only an ad-server slot must show its button.
    const inSlot = a.placements.some((p) => p.channel === a.channel && isFixedSlot(p.id));
    if (!a.cta.button && norm.response === "button" && inSlot) {
      add("cta_not_button", `The CTA “${a.cta.text}” is plain text; put it on a button so it reads as an action.`, {
        ...evidence,
        detail: "no filled or outlined shape around the text",
      });
    }
    if (a.attention.cta_share !== null && a.attention.cta_share < 0.04) {
      add(
        "cta_attention",
        `Only ${pct(a.attention.cta_share)} of predicted attention falls on the CTA; make it larger or give it more space.`,
        { ...evidence, value: a.attention.cta_share, detail: "share of the attention map on the CTA's box" },
      );
    }
  }

  if (!a.headline) {
    if (nothingElse)
      add("missing_headline", "No readable headline was found; state the offer in a short, large line of text.", {
        detail: `${a.clarity.word_count} words read; ${inkDetail}`,
        value: a.clarity.word_count,
      });
    else
      add(
        "unread_headline",
        "We could not read a headline; if the message is set in an image or a stylised font, repeat it in a short line of large, plain text.",
        { detail: inkDetail, value: unread.ink, ...(unread.inkBox && { box: unread.inkBox }) },
      );
  } else if (a.headline.contrast !== null && a.headline.contrast < 3) {
    add(
      "headline_contrast",
      `Headline contrast is ${a.headline.contrast}:1; WCAG AA needs 3:1 for large text (4.5:1 for body text).`,
      {
        text: a.headline.text,
        value: a.headline.contrast,
        detail: "WCAG 2 contrast of the headline on its background",
      },
    );
  } else if (a.headline.contrast !== null && a.headline.contrast >= 7) {
    strengths.push(`The headline “${a.headline.text}” is highly legible (contrast ${a.headline.contrast}:1).`);
  }

  const c = a.clarity;
  const budget = wordBudget(a.channel, a.width, a.height);
  if (c.word_count > Math.round(budget * 1.5)) {
    add(
      "word_count",
      `The message carries ${c.word_count} words; keep it to about ${budget} so it reads in the time ${CHANNEL_NAMES[a.channel]} get.`,
      { value: c.word_count, detail: `word budget ${budget} for ${CHANNEL_NAMES[a.channel]} of this size` },
    );
  } else if (c.word_count > 0 && c.word_count <= budget) {
    strengths.push(`The message is short (${c.word_count} words).`);
  }
  if (norm.textCoverageLimit !== null && c.text_coverage > norm.textCoverageLimit) {
    add(
      "text_coverage",
      `Text covers ${c.text_coverage}% of the image; keep it under ${norm.textCoverageLimit}% so the visual carries the ad.`,
      { value: c.text_coverage, detail: "share of the image inside word boxes" },
    );
  }
  // A busy photo is a problem only where it makes the message hard to read.
  const contrast = a.headline?.contrast ?? null;
  if (c.clutter > 0.6 && contrast !== null && contrast < BUSY_BEHIND_TEXT) {
    add(
      "visual_clutter",
      `Visual clutter is high (edge density ${pct(c.edge_density)}, colour entropy ${c.color_entropy} bits) and the headline's contrast only ${contrast}:1; simplify the background behind the message.`,
      { value: c.clutter, text: a.headline!.text, detail: "clutter from edge density and colour entropy, 0–1" },
    );
  } else if (c.clutter < 0.3) {
    strengths.push("The layout is clean, with little visual clutter.");
  }
  if (a.attention.focus >= 0.35) strengths.push(`Attention is concentrated (focus ${a.attention.focus.toFixed(2)}).`);

  const size = `${a.width}×${a.height}`;
  if (a.channel === "unknown") {
    add(
      "unknown_placement",
      `${size} matches no standard placement, so its channel is unknown; advice that depends on the channel (how viewers respond, word budgets, safe zones) is left out.`,
      { detail: "no fixed slot, feed, story, screen or print ratio within 5%" },
    );
  } else {
    strengths.push(`Fits ${a.placements.map((p) => p.name).join(", ")}.`);
  }
  const other = a.screenOrStory ? a.placements.find((p) => p.channel !== "dooh") : undefined;
  if (other) {
    add(
      "screen_or_story",
      `${size} fits both ${other.name} and an out-of-home screen, and nothing in the ad (such as a call to action to tap) tells them apart; it was judged as a screen. If it is for ${CHANNEL_NAMES[other.channel]}, add a call to action.`,
      { detail: a.placements.map((p) => p.name).join(", ") },
    );
  }
  for (const p of a.placements) {
    if (!p.exact && norm.fixedSizes && isFixedSlot(p.id)) {
      add(
        "export_size",
        `${size} is not exactly ${p.name}; export at the exact size, since ad servers accept only their slots' sizes.`,
        { detail: p.name },
      );
    }
    const zone = norm.safeZone;
    if (zone && p.channel === a.channel && p.text_in_unsafe_zone) {
      add(
        "safe_zone",
        `Text sits in the top ${pct(zone.top)} or bottom ${pct(zone.bottom)} of the 9:16 frame, which the app UI covers; move it toward the centre.`,
        { detail: p.name },
      );
    }
  }

  if (!a.brand_name) {
    if (brandAbsent(unread))
      add(
        "missing_brand",
        "No brand name or logo was found: no word reads as a name and the page holds nothing besides its copy; show the brand's name or logo clearly.",
        { detail: inkDetail, value: unread.ink },
      );
    else if (!unread.readable)
      add(
        "unread_brand",
        "We could not read a brand name: the ad's text is in a script or language we do not read. Check that the brand's name or logo is clearly shown.",
        { detail: "the page's words are in none of the word lists we read with", value: unread.ink },
      );
    else {
      const { name } = unread;
      // Without a name to quote, the unexplained ink (a mark, an image) is what may be the logo.
      const mark = !name && unread.ink >= ABSENT_INK;
      add(
        "unread_brand",
        name
          ? `We could not read a brand name with confidence (“${name}” may be one); if the logo carries the name in a stylised form, also set it in plain type.`
          : mark
            ? "We could not read a brand name; the ad has a mark or image that may be its logo. If the brand is not written out, set its name beside the logo."
            : "We could not read a brand name with confidence; if the logo carries the name in a stylised form, also set it in plain type.",
        {
          detail: mark ? inkDetail : "words set as a name, without brand evidence",
          value: unread.ink,
          ...(name ? { text: name } : mark && unread.inkBox && { box: unread.inkBox }),
        },
      );
    }
  }
  const count = (n: number, one: string, many: string) => (n === 1 ? `a ${one}` : `${n} ${many}`);
  if (a.people > 0)
    strengths.push(
      `Shows ${count(a.people, "person", "people")}${a.faces > 0 ? ` (${count(a.faces, "face", "faces")} visible)` : ""}, which draws attention.`,
    );
  else if (a.faces > 0) strengths.push(`Shows ${count(a.faces, "face", "faces")}, which draws attention.`);
  return { advice, recommendations: advice.map((x) => x.text), strengths };
}

/** The channel as the word-budget sentence names its viewers' time. */
const CHANNEL_NAMES: Record<Channel, string> = {
  display: "display banners",
  social: "feed posts",
  stories: "stories",
  dooh: "out-of-home screens",
  print: "print ads",
  unknown: "ads",
};
