import type { ReactNode } from "react";
import { PageLayout } from "../../components/layout/page-layout.tsx";
import { today } from "../../lib/site.ts";

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

/** A policy page: title, 'Last updated' (today, spec 01 §2), a table of contents and sections. */
export function LegalShell({ title, intro, sections }: { title: string; intro: ReactNode; sections: LegalSection[] }) {
  return (
    <PageLayout>
      <article className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        <p className="mt-2 text-sm text-muted-foreground">Last updated: {today()}</p>
        <div className="mt-6 text-lg text-muted-foreground">{intro}</div>
        <nav aria-label="On this page" className="mt-8 rounded-xl border border-border bg-muted/40 p-5">
          <h2 className="text-sm font-semibold">On this page</h2>
          <ol className="mt-3 grid list-decimal gap-1 pl-5 text-sm sm:grid-cols-2">
            {sections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`} className="text-primary underline-offset-4 hover:underline">
                  {s.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        {sections.map((s, i) => (
          <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`} className="mt-10 scroll-mt-20">
            <h2 id={`${s.id}-title`} className="text-xl font-semibold">
              {i + 1}. {s.title}
            </h2>
            <div className="mt-3 space-y-3 leading-relaxed [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_li]:ml-5 [&_ul]:list-disc [&_ul]:space-y-1">
              {s.body}
            </div>
          </section>
        ))}
      </article>
    </PageLayout>
  );
}
