import { cn } from "../../lib/cn.ts";

/** A usage bar that turns amber when `warn` is set; the shared Progress is single-colour. */
export function UsageBar({ used, limit, warn, label }: { used: number; limit: number; warn: boolean; label: string }) {
  const fraction = limit > 0 ? Math.min(1, used / limit) : 0;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={limit}
      aria-valuenow={Math.min(used, limit)}
      data-state={warn ? "warning" : "normal"}
      className="h-2 w-full overflow-hidden rounded-full bg-muted"
    >
      <div
        className={cn("h-full rounded-full transition-all", warn ? "bg-amber-500" : "bg-primary")}
        style={{ width: `${fraction * 100}%` }}
      />
    </div>
  );
}
