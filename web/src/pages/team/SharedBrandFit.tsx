import { FitChecks } from "../../dashboard/components/BrandFitPanel.tsx";
import type { client } from "../../lib/api.ts";

type SharedFit = NonNullable<Awaited<ReturnType<typeof client.shareLinks.open>>["analyses"][number]["brand_fit"]>;

/**
 * The brand checks of a shared analysis: whether the brand, its colours and its required texts
 * are there, and whether a competitor appears. The link never says which competitors the kit
 * lists (docs/adr/0120-stored-brand-fit.md).
 */
export function SharedBrandFit({ fit }: { fit: SharedFit }) {
  return (
    <section className="mt-4 space-y-1 text-sm" data-testid="shared-brand-fit" aria-label="Brand fit">
      <h3 className="font-semibold">Brand fit</h3>
      <FitChecks fit={fit} brandLabel="Brand" />
      <p className={fit.competitor_present ? "font-semibold text-destructive" : undefined}>
        {fit.competitor_present ? "A competitor appears in this ad." : "No competitor appears."}
      </p>
    </section>
  );
}
