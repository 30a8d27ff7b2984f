import { useState } from "react";
import { DEFAULT_HEATMAP_OPACITY, HeatmapControls, HeatmapLayer } from "../../components/heatmap.tsx";
import { cn } from "../../lib/cn.ts";
import { type BoxKind, boxes, imageSize, type Json } from "../lib/result.ts";

const BOX_STYLE: Record<BoxKind, { border: string; chip: string; label: string }> = {
  text: { border: "border-sky-500", chip: "bg-sky-600", label: "Text" },
  cta: { border: "border-fuchsia-500", chip: "bg-fuchsia-700", label: "Call to action" },
  logo: { border: "border-amber-400", chip: "bg-amber-700", label: "Logo" },
  person: { border: "border-emerald-500", chip: "bg-emerald-700", label: "People" },
  object: { border: "border-orange-500", chip: "bg-orange-700", label: "Objects" },
};

/**
 * The analysed image with two optional layers: the attention heatmap the engine rendered, and
 * boxes around every element it located. Boxes are positioned in percentages so they follow the
 * image at any size.
 */
export function ImageWithOverlays({
  imageUrl,
  heatmapUrl,
  result,
  alt,
}: {
  imageUrl: string | null;
  heatmapUrl: string | null;
  result: Json | null;
  alt: string;
}) {
  const [showHeatmap, setShowHeatmap] = useState(false);
  const [opacity, setOpacity] = useState(DEFAULT_HEATMAP_OPACITY);
  const [showBoxes, setShowBoxes] = useState(true);
  const [natural, setNatural] = useState<{ width: number; height: number } | null>(null);
  const located = boxes(result, imageSize(result) ?? natural);
  const kinds = [...new Set(located.map((b) => b.kind))];

  if (!imageUrl) {
    return <div className="flex aspect-square items-center justify-center rounded-lg bg-muted text-sm">No image</div>;
  }
  return (
    <div className="space-y-3">
      <div className="relative overflow-hidden rounded-lg border border-border bg-muted">
        <img
          src={imageUrl}
          alt={alt}
          className="block h-auto w-full"
          onLoad={(e) => setNatural({ width: e.currentTarget.naturalWidth, height: e.currentTarget.naturalHeight })}
        />
        {showHeatmap && heatmapUrl ? <HeatmapLayer src={heatmapUrl} opacity={opacity} /> : null}
        {showBoxes
          ? located.map((box, i) => (
              <div
                // biome-ignore lint/suspicious/noArrayIndexKey: boxes have no identity beyond their order
                key={i}
                data-box={box.kind}
                title={`${BOX_STYLE[box.kind].label}: ${box.label}`}
                className={cn("pointer-events-none absolute border-2", BOX_STYLE[box.kind].border)}
                style={{
                  left: `${box.x * 100}%`,
                  top: `${box.y * 100}%`,
                  width: `${box.w * 100}%`,
                  height: `${box.h * 100}%`,
                }}
              />
            ))
          : null}
      </div>
      <div className="flex flex-wrap items-center gap-4 text-sm">
        <label className={cn("flex items-center gap-2", !heatmapUrl && "opacity-60")}>
          <input
            type="checkbox"
            checked={showHeatmap}
            disabled={!heatmapUrl}
            onChange={(e) => setShowHeatmap(e.target.checked)}
            className="size-4 accent-primary"
          />
          Show attention heatmap
        </label>
        <label className={cn("flex items-center gap-2", located.length === 0 && "opacity-60")}>
          <input
            type="checkbox"
            checked={showBoxes}
            disabled={located.length === 0}
            onChange={(e) => setShowBoxes(e.target.checked)}
            className="size-4 accent-primary"
          />
          Show detected elements
        </label>
      </div>
      {showHeatmap && heatmapUrl ? <HeatmapControls opacity={opacity} onOpacity={setOpacity} /> : null}
      {kinds.length > 0 ? (
        <ul className="flex flex-wrap gap-3 text-xs" aria-label="Box legend">
          {kinds.map((kind) => (
            <li key={kind} className="flex items-center gap-1.5">
              <span aria-hidden="true" className={cn("size-3 rounded-sm", BOX_STYLE[kind].chip)} />
              {BOX_STYLE[kind].label} ({located.filter((b) => b.kind === kind).length})
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
