import { useId } from "react";

/**
 * The ramp the engine paints attention with (api/src/analysis/local/saliency.ts, heatmapPng):
 * blue for little attention through green and yellow to red for the most, transparent at the low
 * end. The legend shows the same colours so the overlay can be read.
 */
const RAMP =
  "linear-gradient(to right, rgb(0 0 255 / 0.25), rgb(0 106 128), rgb(179 212 0), rgb(255 236 0), rgb(255 77 0))";

export const DEFAULT_HEATMAP_OPACITY = 0.8;

/**
 * The attention heatmap laid over its image. Drawn as it is, with an opacity the viewer picks:
 * the PNG carries its own alpha, so it shows on any image. (A multiply blend, used before, turns
 * the colours black on a dark ad and invisible on a saturated one.)
 */
export function HeatmapLayer({ src, opacity }: { src: string; opacity: number }) {
  return (
    <img
      src={src}
      alt=""
      aria-hidden="true"
      data-testid="heatmap-overlay"
      className="pointer-events-none absolute inset-0 size-full"
      style={{ opacity }}
    />
  );
}

/** What the heatmap's colours mean, and how strongly it covers the image. */
export function HeatmapControls({ opacity, onOpacity }: { opacity: number; onOpacity(value: number): void }) {
  const sliderId = useId();
  return (
    <div className="flex flex-wrap items-center gap-x-6 gap-y-2 text-xs" data-testid="heatmap-legend">
      <div className="flex min-w-44 flex-1 items-center gap-2">
        <span className="text-muted-foreground">Less attention</span>
        <span aria-hidden="true" className="h-2.5 flex-1 rounded-full" style={{ backgroundImage: RAMP }} />
        <span className="text-muted-foreground">More</span>
      </div>
      <div className="flex items-center gap-2">
        <label htmlFor={sliderId} className="text-muted-foreground">
          Heatmap opacity
        </label>
        <input
          id={sliderId}
          type="range"
          min={20}
          max={100}
          step={5}
          value={Math.round(opacity * 100)}
          onChange={(e) => onOpacity(Number(e.target.value) / 100)}
          aria-valuetext={`${Math.round(opacity * 100)}%`}
          className="w-28 accent-primary"
        />
        <span className="w-9 tabular-nums">{Math.round(opacity * 100)}%</span>
      </div>
    </div>
  );
}
