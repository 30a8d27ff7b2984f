import type { Share } from "../lib/models.ts";

/** A ranked list with proportional bars: colour families, emotions, ad types, audiences, CTAs. */
export function ShareList({
  items,
  limit,
  unit = "%",
  empty = "No data yet",
}: {
  items: Share[];
  limit: number;
  unit?: "%" | "count";
  empty?: string;
}) {
  const shown = items.slice(0, limit);
  if (shown.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>;
  const max = Math.max(...shown.map((s) => s.value), 1);
  return (
    <ol className="space-y-2 text-sm">
      {shown.map((s) => (
        <li key={s.label}>
          <div className="flex items-center justify-between gap-2">
            <span className="flex min-w-0 items-center gap-2">
              {s.swatch ? (
                <span
                  aria-hidden="true"
                  className="size-3 shrink-0 rounded-sm border border-border"
                  style={{ backgroundColor: s.swatch }}
                />
              ) : null}
              <span className="truncate" title={s.label}>
                {s.label}
              </span>
            </span>
            <span className="shrink-0 tabular-nums text-muted-foreground">
              {unit === "%" ? `${Math.round(s.value)}%` : s.value}
              {s.note ? ` · ${s.note}` : ""}
            </span>
          </div>
          <div className="mt-1 h-1.5 rounded-full bg-muted">
            <div className="h-full rounded-full bg-primary" style={{ width: `${(s.value / max) * 100}%` }} />
          </div>
        </li>
      ))}
    </ol>
  );
}
