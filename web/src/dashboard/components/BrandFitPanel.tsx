import { useBrandFit } from "../lib/brand-kit.ts";

const HOW = { brand_name: "brand read", text: "text", logo: "logo" } as const;

interface Checks {
  own_brand: { found: boolean; found_by: (keyof typeof HOW)[] };
  colours: { hex: string; present: boolean; delta_e?: number | null }[];
  required_text: { text: string; present: boolean }[];
}

/**
 * The checks a brand fit shows wherever it is shown (the detail and the share page): the brand and
 * how it was found, each kit colour used or not (with its ΔE when known), each required text.
 */
export function FitChecks({ fit, brandLabel }: { fit: Checks; brandLabel: string }) {
  return (
    <>
      <p>
        {brandLabel}:{" "}
        {fit.own_brand.found ? `found (${fit.own_brand.found_by.map((b) => HOW[b]).join(", ")})` : "not found"}
      </p>
      {fit.colours.length ? (
        <ul className="flex flex-wrap gap-2" aria-label="Brand colours">
          {fit.colours.map((c) => (
            <li key={c.hex} className="flex items-center gap-1">
              <span aria-hidden="true" className="size-4 rounded border border-border" style={{ background: c.hex }} />
              {c.hex} {c.present ? "used" : "not used"}
              {c.delta_e === null || c.delta_e === undefined ? "" : ` (ΔE ${c.delta_e})`}
            </li>
          ))}
        </ul>
      ) : null}
      {fit.required_text.map((r) => (
        <p key={r.text}>
          Required text “{r.text}”: {r.present ? "printed" : "missing"}
        </p>
      ))}
    </>
  );
}

/** The analysis read against the workspace's brand kit (Enterprise); nothing without a kit. */
export function BrandFitPanel({ analysisId, enabled }: { analysisId: string; enabled: boolean }) {
  const fit = useBrandFit(analysisId, enabled).data;
  if (!enabled || !fit) return null;
  const rivals = fit.competitors.filter((c) => c.found_by.length);
  return (
    <section aria-labelledby="brand-fit" className="space-y-2 text-sm" data-testid="brand-fit">
      <h4 id="brand-fit" className="text-muted-foreground">
        Brand fit
      </h4>
      <FitChecks fit={fit} brandLabel="Own brand" />
      <p className={rivals.length ? "font-semibold text-destructive" : undefined}>
        Competitors:{" "}
        {rivals.length
          ? rivals.map((c) => `${c.name} (${c.found_by.map((b) => HOW[b]).join(", ")})`).join("; ")
          : "none"}
      </p>
    </section>
  );
}
