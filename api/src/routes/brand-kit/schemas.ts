import { t } from "elysia";
import { Nullable } from "../schema.ts";

const Hex = t.String({ pattern: "^#[0-9A-Fa-f]{6}$", description: "#RRGGBB", error: "colours: each is #RRGGBB" });
const Name = t.String({ minLength: 1, maxLength: 100 });

export const BrandKitInputSchema = t.Object({
  names: t.Array(Name, { maxItems: 20, description: "The brand's name and the other ways it is written" }),
  colours: t.Array(Hex, { maxItems: 12, description: "Brand colours" }),
  required_texts: t.Array(t.String({ minLength: 1, maxLength: 500 }), {
    maxItems: 10,
    description: "Texts every ad must print (disclaimers, legal lines)",
  }),
  competitors: t.Array(t.Object({ name: Name, aliases: t.Array(Name, { maxItems: 10 }) }), {
    maxItems: 30,
    description: "Competitors to flag, with other spellings of their names",
  }),
});

export const KitLogoSchema = t.Object(
  {
    id: t.String({ format: "uuid" }),
    competitor: Nullable(t.String(), { description: "null: the brand's own logo; otherwise whose it is" }),
    created_at: t.String({ format: "date-time" }),
  },
  { title: "BrandKitLogo" },
);

export const BrandKitSchema = t.Object(
  {
    names: t.Array(t.String()),
    colours: t.Array(t.String()),
    required_texts: t.Array(t.String()),
    competitors: t.Array(t.Object({ name: t.String(), aliases: t.Array(t.String()) })),
    logos: t.Array(KitLogoSchema),
    updated_at: Nullable(t.String({ format: "date-time" }), { description: "null until the kit is first saved" }),
  },
  { title: "BrandKit" },
);

const FoundBy = t.Array(t.UnionEnum(["brand_name", "text", "logo"]), {
  description:
    "How it was found: `brand_name` the brand the engine reported, `text` printed in the ad's text, `logo` a kit logo image matched in the pixels",
});

export const BrandFitSchema = t.Object(
  {
    own_brand: t.Object({
      found: t.Boolean(),
      found_by: FoundBy,
      matched: Nullable(t.String({ description: "Which of the kit's names was read" })),
      logo_score: Nullable(t.Number({ description: "Best correlation of the brand's logo images in the ad (0–1)" })),
    }),
    colours: t.Array(
      t.Object({
        hex: t.String({ description: "The kit colour" }),
        present: t.Boolean({ description: "A palette colour (≥ 1 % of the ad) is within ΔE2000 10 of it" }),
        closest: Nullable(t.String({ description: "The closest palette colour" })),
        delta_e: Nullable(t.Number({ description: "CIEDE2000 difference to it" })),
        share: Nullable(t.Number({ description: "Its share of the ad, %" })),
      }),
    ),
    required_text: t.Array(
      t.Object({
        text: t.String(),
        present: t.Boolean({ description: "At least 90 % of its words were read in the ad" }),
      }),
    ),
    competitors: t.Array(
      t.Object({
        name: t.String(),
        found_by: FoundBy,
        matched: Nullable(t.String({ description: "The name or alias read" })),
        logo_score: Nullable(t.Number({ description: "Best correlation of its logo images (0–1)" })),
      }),
    ),
    competitor_present: t.Boolean({ description: "Any competitor found, by text or logo" }),
  },
  { title: "BrandFit" },
);

export const LogoIdParams = t.Object({
  id: t.String({
    format: "uuid",
    description: "The logo's id, as listed in the brand kit",
    error: "id must be a UUID",
  }),
});
