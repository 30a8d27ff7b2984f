import type { HTMLAttributes } from "react";
import { cn } from "../../lib/cn.ts";

/**
 * `min-w-0`: a card in a grid or flex row may shrink below its content's width, so one long line
 * in it (a recommendation, a file name) truncates instead of widening the page on a phone.
 */
export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={cn("min-w-0 rounded-xl border border-border bg-card text-card-foreground shadow-sm", className)}
      {...props}
    />
  );
}

export function CardHeader({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn("flex flex-col gap-1.5 p-6", className)} {...props} />;
}

/**
 * The card's heading. Its level follows the page's outline, not the card's looks: a card directly
 * under the page's h1 is an h2 (the default), one inside an h2 section passes `level={3}`. A fixed
 * h3 skipped a level on every dashboard and settings tab (axe heading-order).
 */
export function CardTitle({
  className,
  level = 2,
  ...props
}: HTMLAttributes<HTMLHeadingElement> & { level?: 2 | 3 | 4 }) {
  const Heading = `h${level}` as const;
  return <Heading className={cn("text-lg font-semibold leading-tight", className)} {...props} />;
}

export function CardDescription({ className, ...props }: HTMLAttributes<HTMLParagraphElement>) {
  return <p className={cn("text-sm text-muted-foreground", className)} {...props} />;
}

export function CardContent({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn("p-6 pt-0", className)} {...props} />;
}

export function CardFooter({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn("flex items-center p-6 pt-0", className)} {...props} />;
}
