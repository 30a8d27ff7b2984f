import { Download, FileSpreadsheet } from "lucide-react";
import { type ReactNode, useDeferredValue, useState } from "react";
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Label,
  Select,
  toast,
} from "../../components/ui/index.ts";
import { client } from "../../lib/api.ts";
import { dateStamp, downloadText } from "../lib/download.ts";
import type { Share, Tier } from "../lib/models.ts";
import { flattenPages, type Sort, useGallery } from "../lib/queries.ts";
import { ComparisonDialog } from "./ComparisonDialog.tsx";
import { Gallery } from "./Gallery.tsx";
import { SearchField } from "./SearchField.tsx";
import { ShareLinksPanel } from "./ShareLinksPanel.tsx";
import { UploadPanel } from "./UploadPanel.tsx";

const SORTS: { value: Sort; label: string }[] = [
  { value: "newest", label: "Newest first" },
  { value: "oldest", label: "Oldest first" },
  { value: "effectiveness", label: "By effectiveness" },
  { value: "alphabetical", label: "Alphabetical" },
];

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

export function useExport() {
  const [busy, setBusy] = useState<"json" | "csv" | null>(null);
  async function run(format: "json" | "csv") {
    setBusy(format);
    try {
      const body = await client.analyses.export({ format });
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

export function ManageTab({
  tier,
  batchLimit,
  remaining,
  monthlyLimit,
  adTypes,
  exportLabel,
  tools,
}: {
  tier: Tier;
  batchLimit: number;
  remaining: number | null;
  monthlyLimit: number;
  /** The ad types the user's analyses actually have, with counts (from /v1/analytics). */
  adTypes: Share[];
  exportLabel: string;
  tools?: ReactNode;
}) {
  const [search, setSearch] = useState("");
  const [adType, setAdType] = useState("");
  const [sort, setSort] = useState<Sort>("newest");
  const deferredSearch = useDeferredValue(search);
  const gallery = useGallery({ search: deferredSearch, adType, sort });
  const everything = useGallery({ search: "", adType: "", sort: "newest" });
  const items = flattenPages(gallery.data?.pages);
  const exporter = useExport();

  return (
    <div className="space-y-6">
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <UploadPanel
            tier={tier}
            batchLimit={batchLimit}
            remaining={remaining}
            monthlyLimit={monthlyLimit}
            title="Batch Upload"
            description={`Drop up to ${batchLimit} JPEG, PNG or WebP images (10 MB each); each one is analyzed as it arrives.`}
          />
        </div>
        <Card>
          <CardHeader>
            <CardTitle className="text-base">{tier === "pro" ? "Pro Tools" : "Tools"}</CardTitle>
            <CardDescription>Compare creatives side by side and export your results.</CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-2">
            <ComparisonDialog candidates={flattenPages(everything.data?.pages)} />
            <Button variant="outline" loading={exporter.busy === "json"} onClick={() => void exporter.run("json")}>
              {exporter.busy === "json" ? null : <Download aria-hidden="true" className="size-4" />}
              {exportLabel}
            </Button>
            <Button variant="outline" loading={exporter.busy === "csv"} onClick={() => void exporter.run("csv")}>
              {exporter.busy === "csv" ? null : <FileSpreadsheet aria-hidden="true" className="size-4" />}
              Export CSV
            </Button>
            {tools}
          </CardContent>
        </Card>
      </div>
      <section aria-labelledby="gallery-title" className="space-y-4">
        <h2 id="gallery-title" className="text-xl font-semibold">
          Your Analyses
        </h2>
        <div className="flex flex-col gap-3 md:flex-row md:items-end">
          <div className="flex-1 space-y-1.5">
            <SearchField id="gallery-search" value={search} onChange={setSearch} />
          </div>
          <div className="space-y-1.5 md:w-48">
            <Label htmlFor="gallery-type">Ad type</Label>
            <Select id="gallery-type" value={adType} onChange={(e) => setAdType(e.target.value)}>
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
            <Select id="gallery-sort" value={sort} onChange={(e) => setSort(e.target.value as Sort)}>
              {SORTS.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.label}
                </option>
              ))}
            </Select>
          </div>
        </div>
        <Gallery
          items={items}
          loading={gallery.isPending}
          hasMore={gallery.hasNextPage}
          loadingMore={gallery.isFetchingNextPage}
          onLoadMore={() => void gallery.fetchNextPage()}
          canDelete
          emptyText={search || adType ? "No analyses match your search" : "No images analyzed yet"}
        />
      </section>
      <ShareLinksPanel />
    </div>
  );
}
