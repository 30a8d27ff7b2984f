import type { BrandFitAnalytics } from "@adlens/sdk";
import { useQuery } from "@tanstack/react-query";
import { client } from "../../lib/api.ts";
import { Panel } from "../components/AnalyticsPanels.tsx";

const LABELS: Record<BrandFitAnalytics["checks"][number]["check"], [string, string]> = {
  brand_found: ["Own brand found", "Own brand not found"],
  colours_present: ["Brand colours used", "No brand colour"],
  required_text_present: ["Required text printed", "Required text missing"],
  competitor_present: ["Competitor present", "No competitor"],
};

const score = (v: number | null) => (v === null ? "–" : v.toFixed(1));

/** The breakdown by brand fit; null when the workspace has no kit yet (the API's 404). */
function useBrandFitAnalytics() {
  return useQuery({
    queryKey: ["analytics", "brand-fit"],
    queryFn: async () => {
      try {
        return await client.analytics.brandFit();
      } catch (error) {
        if ((error as { status?: number }).status === 404) return null;
        throw error;
      }
    },
    // While the background refresh reads analyses against a new kit, look again shortly.
    refetchInterval: (query) => ((query.state.data?.pending ?? 0) > 0 ? 3_000 : false),
  });
}

/** The workspace's analyses by brand fit: each check's passes and failures and their scores. */
export function BrandFitAnalyticsCard() {
  const data = useBrandFitAnalytics().data;
  if (!data) return null;
  const checks = data.checks.filter((c) => c.yes + c.no > 0);
  return (
    <Panel title="Brand fit" description="Your analyses read against the brand kit">
      <div data-testid="brand-fit-analytics" className="space-y-3 text-sm">
        {data.pending > 0 ? (
          <p className="text-muted-foreground" role="status">
            {data.pending} of {data.total_analyses} analyses are still being read against the kit.
          </p>
        ) : null}
        <table className="w-full border-collapse">
          <thead>
            <tr className="text-left text-muted-foreground">
              <th className="py-1 font-normal">Check</th>
              <th className="py-1 text-right font-normal">Analyses</th>
              <th className="py-1 text-right font-normal">Avg. score</th>
            </tr>
          </thead>
          <tbody>
            {checks.flatMap((c) =>
              (
                [
                  [LABELS[c.check][0], c.yes, c.avg_effectiveness_yes],
                  [LABELS[c.check][1], c.no, c.avg_effectiveness_no],
                ] as const
              ).map(([label, n, avg]) => (
                <tr key={label} className="border-t border-border">
                  <td className="py-1">{label}</td>
                  <td className="py-1 text-right tabular-nums">{n}</td>
                  <td className="py-1 text-right tabular-nums">{score(avg)}</td>
                </tr>
              )),
            )}
          </tbody>
        </table>
        <p>
          Competitors seen:{" "}
          {data.competitors.length ? data.competitors.map((c) => `${c.name} (${c.analyses})`).join(", ") : "none"}
        </p>
      </div>
    </Panel>
  );
}
