import type { AnalysisResult } from "@adlens/sdk";
import { useState } from "react";
import { DEFAULT_HEATMAP_OPACITY, HeatmapControls, HeatmapLayer } from "../../components/heatmap.tsx";
import { cn } from "../../lib/cn.ts";
import { type BoxKind, overlayBoxes } from "../lib/overlays.ts";

const BOX_STYLE: Record<BoxKind, { border: string; chip: string; label: string }> = {
  text: { border: "border-sky-500", chip: "bg-sky-600", label: "Text" },
  cta: { border: "border-fuchsia-500", chip: "bg-fuchsia-700", label: "Call to action" },
  logo: { border: "border-amber-400", chip: "bg-amber-700", label: "Logo" },
  person: { border: "border-emerald-500", chip: "bg-emerald-700", label: "People" },
  object: { border: "border-orange-500", chip: "bg-orange-700", label: "Objects" },
};

/** Which layers are drawn over the image. */
export interface Layers {
  heatmap: boolean;
  boxes: boolean;
  /** Heatmap opacity, 0–1. */
  opacity: number;
}

export const DEFAULT_LAYERS: Layers = { heatmap: false, boxes: true, opacity: DEFAULT_HEATMAP_OPACITY };

interface FrameProps {
  imageUrl: string | null;
  heatmapUrl: string | null;
  result: AnalysisResult;
  alt: string;
}

/**
 * The analysed image with the layers asked for: the attention heatmap the engine rendered, and
 * boxes around every element it located. Boxes are positioned in percentages so they follow the
 * image at any size. The detail dialog gives each image its own controls; compare sets one set of
 * layers for every image side by side.
 */
export function OverlayFrame({ imageUrl, heatmapUrl, result, alt, layers }: FrameProps & { layers: Layers }) {
  const [natural, setNatural] = useState<{ width: number; height: number } | null>(null);
  const located = overlayBoxes(result, natural);
  if (!imageUrl) {
    return <div className="flex aspect-square items-center justify-center rounded-lg bg-muted text-sm">No image</div>;
  }
  // Shown at its own size, never stretched (a 300 px banner blown up to the dialog's width was a
  // blur), and sized before it loads from the recorded pixel size, so nothing below it moves.
  const size = result.size;
  return (
    <div className="flex justify-center overflow-hidden rounded-lg border border-border bg-muted">
      <div className="relative max-w-full">
        <img
          src={imageUrl}
          alt={alt}
          width={size?.width}
          height={size?.height}
          className="block h-auto max-w-full"
          onLoad={(e) => setNatural({ width: e.currentTarget.naturalWidth, height: e.currentTarget.naturalHeight })}
        />
        {layers.heatmap && heatmapUrl ? <HeatmapLayer src={heatmapUrl} opacity={layers.opacity} /> : null}
        {layers.boxes
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
    </div>
  );
}

/** The two layer switches, the heatmap's legend and opacity when it shows, and the box legend. */
export function LayerControls({
  layers,
  onChange,
  hasHeatmap,
  boxKinds,
}: {
  layers: Layers;
  onChange(next: Layers): void;
  hasHeatmap: boolean;
  /** Each kind of box found, with how many; empty disables the box switch. */
  boxKinds: [BoxKind, number][];
}) {
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-4 text-sm">
        <label className={cn("flex items-center gap-2", !hasHeatmap && "opacity-60")}>
          <input
            type="checkbox"
            checked={layers.heatmap}
            disabled={!hasHeatmap}
            onChange={(e) => onChange({ ...layers, heatmap: e.target.checked })}
            className="size-4 accent-primary"
          />
          Show attention heatmap
        </label>
        <label className={cn("flex items-center gap-2", boxKinds.length === 0 && "opacity-60")}>
          <input
            type="checkbox"
            checked={layers.boxes}
            disabled={boxKinds.length === 0}
            onChange={(e) => onChange({ ...layers, boxes: e.target.checked })}
            className="size-4 accent-primary"
          />
          Show detected elements
        </label>
      </div>
      {layers.heatmap && hasHeatmap ? (
        <HeatmapControls opacity={layers.opacity} onOpacity={(opacity) => onChange({ ...layers, opacity })} />
      ) : null}
      {boxKinds.length > 0 ? (
        <ul className="flex flex-wrap gap-3 text-xs" aria-label="Box legend">
          {boxKinds.map(([kind, count]) => (
            <li key={kind} className="flex items-center gap-1.5">
              <span aria-hidden="true" className={cn("size-3 rounded-sm", BOX_STYLE[kind].chip)} />
              {BOX_STYLE[kind].label} ({count})
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * Each kind of box located in any of `results`, with how many there are in all. Only counted, not
 * placed, so a result that does not record its pixel size still counts its pixel boxes.
 */
export function boxKindsOf(results: AnalysisResult[]): [BoxKind, number][] {
  const counts = new Map<BoxKind, number>();
  for (const result of results) {
    for (const box of overlayBoxes(result, { width: 1, height: 1 }))
      counts.set(box.kind, (counts.get(box.kind) ?? 0) + 1);
  }
  return [...counts];
}

/** One image with its own layer controls (the detail dialog). */
export function ImageWithOverlays(props: FrameProps) {
  const [layers, setLayers] = useState<Layers>(DEFAULT_LAYERS);
  return (
    <div className="space-y-3">
      <OverlayFrame {...props} layers={layers} />
      <LayerControls
        layers={layers}
        onChange={setLayers}
        hasHeatmap={Boolean(props.heatmapUrl)}
        boxKinds={boxKindsOf([props.result])}
      />
    </div>
  );
}
