import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/index.ts";
import type { Share, Tier } from "../lib/models.ts";
import { flattenPages, useGallery } from "../lib/queries.ts";
import { ComparisonDialog } from "./ComparisonDialog.tsx";
import { Gallery } from "./Gallery.tsx";
import { ExportButtons, GalleryFilters, useExport, useFilteredGallery } from "./GalleryControls.tsx";
import { ShareLinksPanel } from "./ShareLinksPanel.tsx";
import { UploadPanel } from "./UploadPanel.tsx";

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
  const { filter, setFilter, gallery, items, filtered } = useFilteredGallery();
  const everything = useGallery({ search: "", adType: "", sort: "newest" });
  const exporter = useExport();

  return (
    <div className="space-y-6">
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <UploadPanel
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
            <ExportButtons exporter={exporter} jsonLabel={exportLabel} />
            {tools}
          </CardContent>
        </Card>
      </div>
      <section aria-labelledby="gallery-title" className="space-y-4">
        <h2 id="gallery-title" className="text-xl font-semibold">
          Your Analyses
        </h2>
        <GalleryFilters filter={filter} onChange={setFilter} adTypes={adTypes} />
        <Gallery
          items={items}
          loading={gallery.isPending}
          hasMore={gallery.hasNextPage}
          loadingMore={gallery.isFetchingNextPage}
          onLoadMore={() => void gallery.fetchNextPage()}
          canDelete
          emptyText={filtered ? "No analyses match your search" : "No images analyzed yet"}
        />
      </section>
      <ShareLinksPanel />
    </div>
  );
}
