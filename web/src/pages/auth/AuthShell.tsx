import type { ReactNode } from "react";
import { PageLayout } from "../../components/layout/page-layout.tsx";

/** The centred card every account page (sign in, sign up, reset) sits in. */
export function AuthShell({
  title,
  description,
  centered = false,
  children,
}: {
  title: string;
  description?: ReactNode;
  /** Confirmation screens centre their title over centred content. */
  centered?: boolean;
  children: ReactNode;
}) {
  return (
    <PageLayout>
      <div className="flex justify-center bg-gradient-to-b from-hero-from to-hero-to px-4 py-16 sm:py-24">
        <div className="w-full max-w-md rounded-2xl border border-border bg-card p-8 shadow-lg">
          <h1 className={`text-2xl font-bold tracking-tight ${centered ? "text-center" : ""}`}>{title}</h1>
          {description ? <p className="mt-2 text-muted-foreground">{description}</p> : null}
          <div className="mt-6">{children}</div>
        </div>
      </div>
    </PageLayout>
  );
}

export const TEXT_LINK = "font-medium text-primary underline-offset-4 hover:underline rounded-sm";
