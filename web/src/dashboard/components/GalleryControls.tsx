import { Download, FileSpreadsheet } from "lucide-react";
import { type ReactNode, useDeferredValue, useState } from "react";
import { Button, Label, Select, toast } from "../../components/ui/index.ts";
import { client } from "../../lib/api.ts";
import { dateStamp, downloadText } from "../lib/download.ts";
import type { Share } from "../lib/models.ts";
import { type BrandFitChoice, flattenPages, type Sort, useGallery } from "../lib/queries.ts";
import { SearchField } from "./SearchField.tsx";

/**
 * The gallery's search, ad-type filter, sort and export: one set of controls for every plan
 * that has them (Basic and Pro under "Analyze & Manage", Enterprise under Projects), so a
 * higher plan never shows less than a lower one.
 */

const SORTS: { value: Sort; label: string }[] = [
  { value: "newest", label: "Newest first" },
  { value: "oldest", label: "Oldest first" },
  { value: "effectiveness", label: "By effectiveness" },
  { value: "alphabetical", label: "Alphabetical" },
];

/** The brand-fit filter's choices: each check, either way. */
const BRAND_FIT: { value: BrandFitChoice; label: string }[] = [
  { value: "brand_found=true", label: "Own brand found" },
  { value: "brand_found=false", label: "Own brand not found" },
  { value: "competitor_present=true", label: "Competitor present" },
  { value: "competitor_present=false", label: "No competitor" },
  { value: "colours_present=true", label: "Brand colours used" },
  { value: "colours_present=false", label: "No brand colour" },
  { value: "required_text_present=true", label: "Required text printed" },
  { value: "required_text_present=false", label: "Required text missing" },
];

export interface GalleryFilter {
  search: string;
  adType: string;
  sort: Sort;
  brandFit: BrandFitChoice | "";
}

/** The filter state and the gallery pages it selects, optionally within one project. */
export function useFilteredGallery(project?: string) {
  const [filter, setFilter] = useState<GalleryFilter>({ search: "", adType: "", sort: "newest", brandFit: "" });
  const search = useDeferredValue(filter.search);
  const gallery = useGallery({
    ...filter,
    search,
    project: project || undefined,
    brandFit: filter.brandFit || undefined,
  });
  return {
    filter,
    setFilter,
    gallery,
    items: flattenPages(gallery.data?.pages),
    filtered: Boolean(filter.search || filter.adType || filter.brandFit),
  };
}

export function GalleryFilters({
  filter,
  onChange,
  adTypes,
  brandFit = false,
  children,
}: {
  filter: GalleryFilter;
  onChange: (next: GalleryFilter) => void;
  /** The ad types the workspace's analyses actually have, with counts (from /v1/analytics). */
  adTypes: Share[];
  /** Offer the brand-fit filter (Enterprise, once a brand kit is saved). */
  brandFit?: boolean;
  /** Further controls on the same row (the Enterprise project picker). */
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-3 md:flex-row md:flex-wrap md:items-end">
      <div className="min-w-0 flex-1 space-y-1.5 md:min-w-56">
        <SearchField id="gallery-search" value={filter.search} onChange={(search) => onChange({ ...filter, search })} />
      </div>
      <div className="space-y-1.5 md:w-48">
        <Label htmlFor="gallery-type">Ad type</Label>
        <Select
          id="gallery-type"
          value={filter.adType}
          onChange={(e) => onChange({ ...filter, adType: e.target.value })}
        >
          <option value="">All types</option>
          {adTypes.map((t) => (
            <option key={t.label} value={t.label}>
              {t.label} ({t.value})
            </option>
          ))}
        </Select>
      </div>
      <div className="space-y-1.5 md:w-48">
        <Label htmlFor="gallery-sort">Sort</Label>
        <Select
          id="gallery-sort"
          value={filter.sort}
          onChange={(e) => onChange({ ...filter, sort: e.target.value as Sort })}
        >
          {SORTS.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </Select>
      </div>
      {brandFit ? (
        <div className="space-y-1.5 md:w-52">
          <Label htmlFor="gallery-brand-fit">Brand fit</Label>
          <Select
            id="gallery-brand-fit"
            value={filter.brandFit}
            onChange={(e) => onChange({ ...filter, brandFit: e.target.value as GalleryFilter["brandFit"] })}
          >
            <option value="">Any brand fit</option>
            {BRAND_FIT.map((b) => (
              <option key={b.value} value={b.value}>
                {b.label}
              </option>
            ))}
          </Select>
        </div>
      ) : null}
      {children}
    </div>
  );
}

/** Records in a CSV body: line breaks inside quoted fields do not start a record. */
function csvRecords(csv: string): number {
  let rows = 0;
  let quoted = false;
  for (const ch of csv.trimEnd()) {
    if (ch === '"') quoted = !quoted;
    else if (ch === "\n" && !quoted) rows++;
  }
  return csv.trim() ? rows : 0;
}

/** Downloads the workspace's analyses (or one project's) as a dated JSON or CSV file. */
export function useExport(project?: string) {
  const [busy, setBusy] = useState<"json" | "csv" | null>(null);
  async function run(format: "json" | "csv") {
    setBusy(format);
    try {
      const body = await client.analyses.export({ format, ...(project ? { project } : {}) });
      const text = typeof body === "string" ? body : JSON.stringify(body, null, 2);
      if (format === "json") {
        const parsed: unknown = JSON.parse(text);
        const list = Array.isArray(parsed) ? parsed : ((parsed as { data?: unknown[] }).data ?? []);
        downloadText(`adlens-analyses-${dateStamp()}.json`, text, "application/json");
        toast.success("Export successful", { description: `Exported ${list.length} analyses to JSON file.` });
      } else {
        downloadText(`adlens-analyses-${dateStamp()}.csv`, text, "text/csv");
        toast.success("Export successful", { description: `Exported ${csvRecords(text)} analyses to CSV file.` });
      }
    } catch {
      toast.error("Export failed", { description: "Failed to export your analyses. Please try again." });
    } finally {
      setBusy(null);
    }
  }
  return { busy, run };
}

export function ExportButtons({ exporter, jsonLabel }: { exporter: ReturnType<typeof useExport>; jsonLabel: string }) {
  return (
    <>
      <Button variant="outline" loading={exporter.busy === "json"} onClick={() => void exporter.run("json")}>
        {exporter.busy === "json" ? null : <Download aria-hidden="true" className="size-4" />}
        {jsonLabel}
      </Button>
      <Button variant="outline" loading={exporter.busy === "csv"} onClick={() => void exporter.run("csv")}>
        {exporter.busy === "csv" ? null : <FileSpreadsheet aria-hidden="true" className="size-4" />}
        Export CSV
      </Button>
    </>
  );
}
