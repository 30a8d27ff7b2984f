import type { client } from "../../lib/api.ts";

type SharedFit = NonNullable<Awaited<ReturnType<typeof client.shareLinks.open>>["analyses"][number]["brand_fit"]>;

const HOW = { brand_name: "brand read", text: "text", logo: "logo" } as const;

/**
 * The brand checks of a shared analysis: whether the brand, its colours and its required texts
 * are there, and whether a competitor appears. The link never says which competitors the kit
 * lists (docs/adr/0120-stored-brand-fit.md).
 */
export function SharedBrandFit({ fit }: { fit: SharedFit }) {
  return (
    <section className="mt-4 space-y-1 text-sm" data-testid="shared-brand-fit" aria-label="Brand fit">
      <h3 className="font-semibold">Brand fit</h3>
      <p>
        Brand: {fit.own_brand.found ? `found (${fit.own_brand.found_by.map((b) => HOW[b]).join(", ")})` : "not found"}
      </p>
      {fit.colours.length ? (
        <ul className="flex flex-wrap gap-2" aria-label="Brand colours">
          {fit.colours.map((c) => (
            <li key={c.hex} className="flex items-center gap-1">
              <span aria-hidden="true" className="size-4 rounded border border-border" style={{ background: c.hex }} />
              {c.hex} {c.present ? "used" : "not used"}
            </li>
          ))}
        </ul>
      ) : null}
      {fit.required_text.map((r) => (
        <p key={r.text}>
          Required text “{r.text}”: {r.present ? "printed" : "missing"}
        </p>
      ))}
      <p className={fit.competitor_present ? "font-semibold text-destructive" : undefined}>
        {fit.competitor_present ? "A competitor appears in this ad." : "No competitor appears."}
      </p>
    </section>
  );
}
