import { t } from "elysia";
import { AnalysisResultRef } from "../analyses/schemas.ts";
import { Nullable } from "../schema.ts";

const Kind = t.UnionEnum(["analysis", "comparison"]);

export const ShareLinkSchema = t.Object(
  {
    id: t.String({ format: "uuid" }),
    url: t.String({ description: "The public link; shown only now (only a hash of its secret is kept)" }),
    kind: Kind,
    analysis_ids: t.Array(t.String({ format: "uuid" })),
    created_at: t.String({ format: "date-time" }),
    expires_at: t.String({ format: "date-time" }),
  },
  { title: "ShareLink" },
);

export const ShareLinkSummarySchema = t.Object(
  {
    id: t.String({ format: "uuid" }),
    kind: Kind,
    status: t.UnionEnum(["active", "expired", "revoked"], {
      description: "`active` links open; expired and revoked ones answer 404 to everyone",
    }),
    analysis_ids: t.Array(t.String({ format: "uuid" }), { description: "The analyses shared, as created" }),
    analyses: t.Array(t.Object({ id: t.String({ format: "uuid" }), filename: t.String() }), {
      description: "Those still in the workspace, with their filenames (a deleted analysis drops out)",
    }),
    created_by: Nullable(t.Object({ id: t.String({ format: "uuid" }), email: t.String() }), {
      description: "Null when the member's account was deleted",
    }),
    created_at: t.String({ format: "date-time" }),
    expires_at: t.String({ format: "date-time" }),
    revoked_at: Nullable(t.String({ format: "date-time" })),
  },
  {
    title: "ShareLinkSummary",
    description: "A share link without its url: only a hash of the secret is kept, so the url is shown once",
  },
);

/**
 * What a share link shows of an analysis's brand fit: the checks' outcomes, never the kit's
 * competitor names or logos (docs/adr/0120-stored-brand-fit.md).
 */
export const SharedBrandFitSchema = t.Object(
  {
    own_brand: t.Object({
      found: t.Boolean(),
      found_by: t.Array(t.UnionEnum(["brand_name", "text", "logo"]), { description: "How it was found" }),
    }),
    colours: t.Array(
      t.Object({
        hex: t.String({ description: "A brand colour" }),
        present: t.Boolean({ description: "Used in the ad" }),
      }),
    ),
    required_text: t.Array(t.Object({ text: t.String(), present: t.Boolean({ description: "Printed in the ad" }) })),
    competitor_present: t.Boolean({
      description: "Whether any competitor of the brand kit appears (which one is not shared)",
    }),
  },
  { title: "SharedBrandFit" },
);

export const SharedSchema = t.Object(
  {
    kind: Kind,
    expires_at: t.String({ format: "date-time" }),
    analyses: t.Array(
      t.Object({
        filename: t.String(),
        created_at: t.String({ format: "date-time" }),
        image_url: t.String({ description: "Signed relative URL of the image, valid about 15 minutes" }),
        heatmap_url: Nullable(t.String()),
        analysis_result: AnalysisResultRef,
        brand_fit: Nullable(SharedBrandFitSchema, {
          description:
            "The analysis read against the owner's brand kit (Enterprise workspaces with a kit, once the fit is read against the kit as it is now); null otherwise",
        }),
      }),
    ),
  },
  { title: "SharedAnalyses" },
);
