import { cn } from "../../lib/cn.ts";

/** A scrolling code block that keyboard users can focus and scroll (WCAG 2.1.1). */
export function ScrollableCode({
  label,
  testId,
  className,
  children,
}: {
  label: string;
  testId?: string;
  className?: string;
  children: string;
}) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
      className={cn("overflow-auto rounded-lg bg-muted", className)}
    >
      <pre data-testid={testId} className="p-4 font-mono text-xs">
        {children}
      </pre>
    </section>
  );
}
