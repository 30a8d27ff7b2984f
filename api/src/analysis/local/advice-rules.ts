/**
 * The rules behind the local engine's recommendations (advice.ts), each with a stable id, the
 * improvement area it belongs to, and the shape of the sentence it writes. Recommendations are
 * stored as sentences with the measurements in them ("CTA contrast is 3.8:1; …"), so counting
 * equal sentences across ads groups almost nothing; counting the rule that fired groups them.
 *
 * The patterns are plain POSIX-compatible regular expressions so the same source runs in
 * JavaScript and in PostgreSQL (`~`). api/test/analysis/advice-rules.test.ts makes advise()
 * fire every rule and checks each sentence is classified back to its own rule, so a change of
 * wording in advice.ts without a change here fails a test.
 */
export interface AdviceRule {
  id: string;
  /** The improvement area, as analytics names it. */
  area: string;
  pattern: RegExp;
}

export const ADVICE_RULES: readonly AdviceRule[] = [
  { id: "cta_missing", area: "Add a call to action", pattern: /^No call to action was found/ },
  { id: "cta_contrast", area: "Raise the CTA's contrast to 4.5:1", pattern: /^CTA contrast is [0-9.]+:1/ },
  { id: "cta_not_button", area: "Put the CTA on a button", pattern: /^The CTA .* is plain text/ },
  { id: "cta_attention", area: "Draw more attention to the CTA", pattern: /^Only [0-9]+% of predicted attention/ },
  { id: "headline_missing", area: "State the offer in a headline", pattern: /^No readable headline was found/ },
  { id: "headline_contrast", area: "Raise the headline's contrast", pattern: /^Headline contrast is [0-9.]+:1/ },
  { id: "too_many_words", area: "Cut the copy to about 12 words", pattern: /^The ad carries [0-9]+ words/ },
  { id: "text_coverage", area: "Keep text under 20% of the image", pattern: /^Text covers [0-9.]+% of the image/ },
  { id: "visual_clutter", area: "Simplify the background", pattern: /^Visual clutter is high/ },
  {
    id: "no_standard_size",
    area: "Export at a standard placement size",
    pattern: /^[0-9]+×[0-9]+ matches no standard/,
  },
  { id: "story_unsafe_zone", area: "Keep text clear of the stories UI", pattern: /^Text sits in the top [0-9]+%/ },
  { id: "brand_missing", area: "Make the brand visible", pattern: /^No brand wordmark was read/ },
];

/** Recommendations no rule wrote: a vision model's suggestions, or an older engine's. */
export const OTHER_RULE: Omit<AdviceRule, "pattern"> = { id: "other", area: "Other suggestions" };

export function ruleOf(recommendation: string): Omit<AdviceRule, "pattern"> {
  return ADVICE_RULES.find((r) => r.pattern.test(recommendation.trim())) ?? OTHER_RULE;
}
