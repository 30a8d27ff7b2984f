import type { BrandFitFilterKey } from "@adlens/sdk";
import { type QueryClient, queryOptions, useInfiniteQuery, useQuery, useQueryClient } from "@tanstack/react-query";
import { client } from "../../lib/api.ts";
import { type AnalysisSummary, toAnalytics } from "./models.ts";

export type Sort = "newest" | "oldest" | "effectiveness" | "alphabetical";

export interface GalleryQuery {
  search: string;
  adType: string;
  sort: Sort;
  /** Only this project's analyses. */
  project?: string;
  /** One brand-fit check and the outcome wanted (Enterprise with a brand kit). */
  brandFit?: BrandFitChoice;
}

/** A brand-fit filter as the gallery offers it: one check, true or false. */
export type BrandFitChoice = `${BrandFitFilterKey}=${"true" | "false"}`;

function brandFitParam(choice: BrandFitChoice | undefined): Partial<Record<BrandFitFilterKey, boolean>> {
  if (!choice) return {};
  const [key, value] = choice.split("=") as [BrandFitFilterKey, string];
  return { [key]: value === "true" };
}

export const GALLERY_PAGE = 60;

export const keys = {
  me: ["me"] as const,
  plans: ["plans"] as const,
  analytics: ["analytics"] as const,
  analyses: ["analyses"] as const,
  gallery: (q: GalleryQuery) => ["analyses", q] as const,
  recent: (n: number) => ["analyses", "recent", n] as const,
};

/** The account, its usage and plan: every dashboard's first read. */
export const meQuery = queryOptions({ queryKey: keys.me, queryFn: () => client.me.get() });

/** The plans as the API lists them (with the sales address): one cache entry for the landing page and the dashboards. */
export const plansQuery = queryOptions({
  queryKey: keys.plans,
  queryFn: () => client.plans.list(),
  staleTime: 60 * 60_000,
});

export function useMe() {
  return useQuery(meQuery);
}

export function usePlans() {
  return useQuery({ ...plansQuery, select: (plans) => plans.data });
}

/** Spec 02 §4: analytics load failures are only logged; the dashboard then shows empty data. */
export function useAnalytics(enabled = true) {
  return useQuery({
    queryKey: keys.analytics,
    queryFn: async () => toAnalytics(await client.analytics.get()),
    enabled,
    retry: false,
  });
}

export function useRecent(limit: number) {
  return useQuery({
    queryKey: keys.recent(limit),
    queryFn: async () => (await client.analyses.list({ limit, sort: "newest" })).data,
  });
}

/** Cursor pages of the gallery; the grid asks for the next page as the user scrolls near it. */
export function useGallery(q: GalleryQuery) {
  return useInfiniteQuery({
    queryKey: keys.gallery(q),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) =>
      client.analyses.list({
        limit: GALLERY_PAGE,
        sort: q.sort,
        ...(pageParam ? { cursor: pageParam } : {}),
        ...(q.search.trim() ? { search: q.search.trim() } : {}),
        ...(q.adType ? { ad_type: q.adType } : {}),
        ...(q.project ? { project: q.project } : {}),
        ...brandFitParam(q.brandFit),
      }),
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
}

export function flattenPages(pages: { data: AnalysisSummary[] }[] | undefined): AnalysisSummary[] {
  return pages?.flatMap((p) => p.data) ?? [];
}

/** After an upload or delete, everything derived from the analyses is stale. */
export function refreshAfterChange(qc: QueryClient) {
  return Promise.all([
    qc.invalidateQueries({ queryKey: keys.me }),
    qc.invalidateQueries({ queryKey: keys.analyses }),
    qc.invalidateQueries({ queryKey: keys.analytics }),
  ]);
}

export function useRefreshAfterChange() {
  const qc = useQueryClient();
  return () => refreshAfterChange(qc);
}
