/**
 * The rules behind the local engine's advice (advice.ts): each with the stable code an `advice`
 * item carries, the improvement area analytics names it by, how much it matters, and the shape
 * of the sentence it writes. Stored recommendations are sentences with the measurements in them
 * ("CTA contrast is 3.8:1; …"), so counting equal sentences across ads groups almost nothing;
 * counting the rule that fired groups them, and analyses stored before `advice` existed are
 * grouped by matching their sentences to these patterns.
 *
 * The patterns are plain POSIX-compatible regular expressions so the same source runs in
 * JavaScript and in PostgreSQL (`~`). api/test/analysis/advice-rules.test.ts makes advise()
 * fire every rule and checks each sentence is classified back to its own rule, so a change of
 * wording in advice.ts without a change here fails a test.
 */
export const ADVICE_CODES = [
  "missing_cta",
  "unread_cta",
  "cta_contrast",
  "cta_not_button",
  "cta_attention",
  "missing_headline",
  "unread_headline",
  "headline_contrast",
  "word_count",
  "text_coverage",
  "visual_clutter",
  "export_size",
  "unknown_placement",
  "screen_or_story",
  "safe_zone",
  "missing_brand",
  "unread_brand",
] as const;
export type AdviceCode = (typeof ADVICE_CODES)[number];

/** `high`: the ad may not work without it; `medium`: it works less well; `low`: polish; `info`: what we assumed. */
export type Severity = "high" | "medium" | "low" | "info";

export interface AdviceRule {
  id: AdviceCode;
  /** The improvement area, as analytics names it. */
  area: string;
  severity: Severity;
  pattern: RegExp;
}

export const ADVICE_RULES: readonly AdviceRule[] = [
  { id: "missing_cta", area: "Add a call to action", severity: "high", pattern: /^No call to action was found/ },
  {
    id: "unread_cta",
    area: "Make the call to action readable",
    severity: "medium",
    pattern: /^We could not read a call to action/,
  },
  {
    id: "cta_contrast",
    area: "Raise the CTA's contrast to 4.5:1",
    severity: "high",
    pattern: /^CTA contrast is [0-9.]+:1/,
  },
  { id: "cta_not_button", area: "Put the CTA on a button", severity: "medium", pattern: /^The CTA .* is plain text/ },
  {
    id: "cta_attention",
    area: "Draw more attention to the CTA",
    severity: "medium",
    pattern: /^Only [0-9]+% of predicted attention/,
  },
  {
    id: "missing_headline",
    area: "State the offer in a headline",
    severity: "high",
    pattern: /^No readable headline was found/,
  },
  {
    id: "unread_headline",
    area: "Make the headline readable",
    severity: "medium",
    pattern: /^We could not read a headline/,
  },
  {
    id: "headline_contrast",
    area: "Raise the headline's contrast",
    severity: "high",
    pattern: /^Headline contrast is [0-9.]+:1/,
  },
  {
    id: "word_count",
    area: "Cut the copy to the channel's word budget",
    severity: "medium",
    pattern: /^The (ad|message) carries [0-9]+ words/,
  },
  {
    id: "text_coverage",
    area: "Keep text under 20% of the image",
    severity: "low",
    pattern: /^Text covers [0-9.]+% of the image/,
  },
  {
    id: "visual_clutter",
    area: "Simplify the background behind the message",
    severity: "medium",
    pattern: /^Visual clutter is high/,
  },
  {
    id: "export_size",
    area: "Export at the slot's exact size",
    severity: "medium",
    pattern: /^[0-9]+×[0-9]+ is not exactly/,
  },
  {
    id: "unknown_placement",
    area: "Use a standard placement size",
    severity: "info",
    pattern: /^[0-9]+×[0-9]+ matches no standard/,
  },
  {
    id: "screen_or_story",
    area: "Say whether it is a story or a screen",
    severity: "info",
    pattern: /^[0-9]+×[0-9]+ fits both/,
  },
  {
    id: "safe_zone",
    area: "Keep text clear of the stories UI",
    severity: "medium",
    pattern: /^Text sits in the top [0-9]+%/,
  },
  {
    id: "missing_brand",
    area: "Make the brand visible",
    severity: "high",
    pattern: /^No brand (wordmark was read|name or logo was found)/,
  },
  {
    id: "unread_brand",
    area: "Write the brand name out",
    severity: "low",
    pattern: /^We could not read a brand name/,
  },
];

/** Recommendations no rule wrote: a vision model's suggestions, or an older engine's. */
export const OTHER_RULE = { id: "other", area: "Other suggestions" } as const;

export function ruleOf(recommendation: string): { id: string; area: string } {
  const rule = ADVICE_RULES.find((r) => r.pattern.test(recommendation.trim()));
  return rule ? { id: rule.id, area: rule.area } : OTHER_RULE;
}

export function ruleFor(code: AdviceCode): AdviceRule {
  return ADVICE_RULES.find((r) => r.id === code)!;
}
