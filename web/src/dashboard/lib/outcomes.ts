import { useQuery } from "@tanstack/react-query";
import { client } from "../../lib/api.ts";

export const outcomeKeys = {
  models: ["performance-models"] as const,
  performance: (id: string) => ["analysis-performance", id] as const,
};

/**
 * The workspace's fits, newest first. After an import the refit runs in the background, so while
 * `awaitingAfter` is set the list is re-read until a version newer than it appears.
 */
export function usePerformanceModels(awaitingAfter: number | null) {
  return useQuery({
    queryKey: outcomeKeys.models,
    queryFn: async () => (await client.outcomes.models({ limit: 20 })).data,
    refetchInterval: (q) =>
      awaitingAfter !== null && (q.state.data?.[0]?.version ?? 0) <= awaitingAfter ? 1000 : false,
  });
}

export function useAnalysisPerformance(id: string | null, enabled: boolean) {
  return useQuery({
    queryKey: outcomeKeys.performance(id ?? ""),
    queryFn: () => client.outcomes.performance(id ?? ""),
    enabled: enabled && id !== null,
    staleTime: 60_000,
  });
}
