import { useWindowVirtualizer } from "@tanstack/react-virtual";
import { ImageOff, Trash2 } from "lucide-react";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { Button, Skeleton } from "../../components/ui/index.ts";
import type { AnalysisSummary } from "../lib/models.ts";
import { AnalysisDetailDialog } from "./AnalysisDetailDialog.tsx";
import { DeleteAnalysisDialog } from "./DeleteAnalysisDialog.tsx";
import { ScoreBadge } from "./ScoreBadge.tsx";

/** 2, 3 or 5 columns by screen width (spec 02 §2), matching Tailwind's md and lg breakpoints. */
function readColumns(): number {
  if (window.matchMedia("(min-width: 1024px)").matches) return 5;
  return window.matchMedia("(min-width: 768px)").matches ? 3 : 2;
}

function useColumns(): number {
  const [columns, setColumns] = useState(readColumns);
  useEffect(() => {
    const onResize = () => setColumns(readColumns());
    window.addEventListener("resize", onResize);
    return () => window.removeEventListener("resize", onResize);
  }, []);
  return columns;
}

export interface GalleryProps {
  items: AnalysisSummary[];
  loading: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  canDelete: boolean;
  emptyText?: string;
}

/**
 * The analyses grid. Only the rows near the viewport are in the DOM and pages are fetched as
 * the user nears the end, so a gallery of thousands paints as fast as one of ten.
 */
export function Gallery({ items, loading, hasMore, loadingMore, onLoadMore, canDelete, emptyText }: GalleryProps) {
  const columns = useColumns();
  const listRef = useRef<HTMLDivElement>(null);
  const [offset, setOffset] = useState(0);
  const [open, setOpen] = useState<AnalysisSummary | null>(null);
  const [deleting, setDeleting] = useState<AnalysisSummary | null>(null);
  const rows = Math.ceil(items.length / columns);

  useLayoutEffect(() => {
    setOffset(listRef.current ? listRef.current.getBoundingClientRect().top + window.scrollY : 0);
  });

  const virtualizer = useWindowVirtualizer({
    count: rows,
    estimateSize: () => 280,
    overscan: 3,
    scrollMargin: offset,
  });
  const virtualRows = virtualizer.getVirtualItems();
  const lastRow = virtualRows.at(-1)?.index ?? 0;

  useEffect(() => {
    if (hasMore && !loadingMore && lastRow >= rows - 2) onLoadMore();
  }, [hasMore, loadingMore, lastRow, rows, onLoadMore]);

  if (loading) {
    return (
      <div className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-5">
        {Array.from({ length: columns }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders
          <Skeleton key={i} className="aspect-square" />
        ))}
      </div>
    );
  }
  if (items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-border p-10 text-center">
        <ImageOff aria-hidden="true" className="size-8 text-muted-foreground" />
        <p className="font-medium">{emptyText ?? "No images analyzed yet"}</p>
      </div>
    );
  }

  return (
    <>
      <div ref={listRef} data-testid="gallery" style={{ height: virtualizer.getTotalSize(), position: "relative" }}>
        {virtualRows.map((row) => (
          <div
            key={row.key}
            data-index={row.index}
            ref={virtualizer.measureElement}
            className="absolute inset-x-0 top-0 grid gap-4 pb-4"
            style={{
              transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
              gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
            }}
          >
            {items.slice(row.index * columns, row.index * columns + columns).map((item) => (
              <GalleryCard
                key={item.id}
                item={item}
                onOpen={() => setOpen(item)}
                onDelete={canDelete ? () => setDeleting(item) : undefined}
              />
            ))}
          </div>
        ))}
      </div>
      {loadingMore ? <p className="py-2 text-center text-sm text-muted-foreground">Loading more…</p> : null}
      <AnalysisDetailDialog analysis={open} onClose={() => setOpen(null)} />
      {canDelete ? <DeleteAnalysisDialog analysis={deleting} onClose={() => setDeleting(null)} /> : null}
    </>
  );
}

function GalleryCard({ item, onOpen, onDelete }: { item: AnalysisSummary; onOpen: () => void; onDelete?: () => void }) {
  return (
    <article
      data-testid="gallery-card"
      className="group relative overflow-hidden rounded-lg border border-border bg-card shadow-sm transition-shadow hover:shadow-md"
    >
      <button
        type="button"
        onClick={onOpen}
        className="block w-full cursor-pointer text-left focus-visible:outline-2 focus-visible:outline-ring"
      >
        <span className="sr-only">Open analysis of </span>
        <div className="aspect-square overflow-hidden bg-muted">
          {item.thumbnail_url ? (
            <img
              src={item.thumbnail_url}
              alt=""
              loading="lazy"
              decoding="async"
              className="size-full object-contain transition-transform group-hover:scale-105"
            />
          ) : null}
        </div>
        <div className="space-y-1 p-3">
          <p className="truncate text-sm font-medium" title={item.filename}>
            {item.filename}
          </p>
          <div className="flex items-center justify-between gap-2">
            <span className="truncate text-xs text-muted-foreground">
              {[item.brand_name, item.ad_type].filter(Boolean).join(" · ") ||
                new Date(item.created_at).toLocaleDateString()}
            </span>
            <ScoreBadge score={item.effectiveness_score} />
          </div>
        </div>
      </button>
      {onDelete ? (
        // A quiet control, shown on hover and keyboard focus (always on touch screens): a red button
        // on every card shouted "delete" louder than the ads themselves. The dialog asks first.
        <Button
          size="icon"
          variant="outline"
          className="absolute right-2 top-2 size-8 bg-background/90 text-muted-foreground opacity-0 shadow-sm transition-opacity hover:text-destructive focus-visible:opacity-100 group-hover:opacity-100 group-focus-within:opacity-100 [@media(hover:none)]:opacity-100"
          aria-label={`Delete ${item.filename}`}
          onClick={onDelete}
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </Button>
      ) : null}
    </article>
  );
}
