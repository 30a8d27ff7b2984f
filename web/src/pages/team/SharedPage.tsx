import { useEffect, useState } from "react";
import { useParams } from "react-router-dom";
import { PageLayout } from "../../components/layout/page-layout.tsx";
import { ImageWithOverlays } from "../../dashboard/components/ImageWithOverlays.tsx";
import { client } from "../../lib/api.ts";
import { errorMessage } from "../../lib/errors.ts";
import { SharedBrandFit } from "./SharedBrandFit.tsx";

type Shared = Awaited<ReturnType<typeof client.shareLinks.open>>;

/** A share link opened by anyone, signed in or not: the shared analyses, read-only. */
export default function SharedPage() {
  const { token = "" } = useParams();
  const [shared, setShared] = useState<Shared | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    client.shareLinks
      .open(token)
      .then(setShared)
      .catch((e: unknown) => setError(errorMessage(e, "This share link could not be opened.")));
  }, [token]);

  return (
    <PageLayout>
      <section className="mx-auto max-w-5xl px-4 py-12">
        <h1 className="text-2xl font-bold tracking-tight">
          {shared?.kind === "comparison" ? "Shared comparison" : "Shared analysis"}
        </h1>
        {error ? (
          <p role="alert" className="mt-6 text-destructive">
            {error}
          </p>
        ) : null}
        {shared ? (
          <p className="mt-2 text-sm text-muted-foreground">
            Read-only. This link works until {new Date(shared.expires_at).toLocaleDateString()}.
          </p>
        ) : null}
        <div className={`mt-8 grid gap-8 ${shared && shared.analyses.length > 1 ? "md:grid-cols-2" : ""}`}>
          {shared?.analyses.map((a) => (
            <article key={a.image_url} className="rounded-2xl border border-border bg-card p-6 shadow-sm">
              <h2 className="font-semibold">{a.filename}</h2>
              <div className="mt-4">
                <ImageWithOverlays
                  imageUrl={a.image_url}
                  heatmapUrl={a.heatmap_url}
                  result={a.analysis_result}
                  alt={a.filename}
                />
              </div>
              <p className="mt-4 text-lg">
                Effectiveness <strong>{a.analysis_result.effectiveness_score.toFixed(1)}/10</strong>
              </p>
              {a.brand_fit ? <SharedBrandFit fit={a.brand_fit} /> : null}
              <h3 className="mt-4 font-semibold">Score breakdown</h3>
              <ul className="mt-2 space-y-1 text-sm">
                {a.analysis_result.score_breakdown.map((f) => (
                  <li key={f.factor}>
                    {f.factor}: {f.score.toFixed(1)} — {f.evidence}
                  </li>
                ))}
              </ul>
              <h3 className="mt-4 font-semibold">Recommendations</h3>
              <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
                {a.analysis_result.recommendations.map((r) => (
                  <li key={r}>{r}</li>
                ))}
              </ul>
            </article>
          ))}
        </div>
      </section>
    </PageLayout>
  );
}
