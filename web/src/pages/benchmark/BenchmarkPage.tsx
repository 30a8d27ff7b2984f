import { useEffect } from "react";
import { PageLayout } from "../../components/layout/page-layout.tsx";
import { figures, imagesPerCoreSecond } from "./figures.ts";

const QUALITY_METRICS: { key: keyof typeof figures.quality; label: string; means: string }[] = [
  { key: "text_recall", label: "Text recall", means: "share of the words printed on the ads that were read" },
  { key: "text_precision", label: "Text precision", means: "share of the words read that are printed on the ads" },
  {
    key: "cta_f1",
    label: "Call to action (F1)",
    means: "the button or action line found, and nothing else taken for one",
  },
  { key: "brand_exact", label: "Brand, exact", means: "the advertiser's name reported exactly as it is" },
  { key: "people_f1", label: "People (F1)", means: "people or faces found where there are some, and only there" },
  { key: "ad_type_accuracy", label: "Ad type", means: "display, social, print or other, as labelled" },
  {
    key: "background_top3",
    label: "Background colour",
    means: "the background among the three leading palette colours",
  },
];

const day = (iso: string) =>
  new Date(iso).toLocaleDateString("en-GB", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

function Measured({ at, command }: { at: string; command: string }) {
  return (
    <p className="mt-2 text-sm text-muted-foreground">
      Measured {day(at)} with <code className="rounded bg-muted px-1.5 py-0.5 text-foreground">{command}</code>
    </p>
  );
}

const CELL = "border-b border-border px-3 py-2 text-left";

export default function BenchmarkPage() {
  useEffect(() => {
    document.title = "Benchmark · AdLens";
  }, []);
  const { quality, speed, scaling } = figures;
  return (
    <PageLayout>
      <div className="mx-auto max-w-4xl px-4 py-16 sm:px-6 lg:px-8">
        <h1 className="text-4xl font-extrabold tracking-tight">Benchmark</h1>
        <p className="mt-4 text-lg text-muted-foreground">
          Every figure on our home page comes from this page, and every figure here from a command in our repository
          that anyone running AdLens can repeat. We publish what the last run measured, including where it falls short.
        </p>

        <section id="quality" aria-labelledby="quality-title" className="mt-12 scroll-mt-20">
          <h2 id="quality-title" className="text-2xl font-bold">
            Quality on real ads
          </h2>
          <Measured at={quality.measured_at} command={quality.command} />
          <p className="mt-4">
            Data: {quality.data} ({quality.images} images). Each image is analysed as an upload is, then compared with
            what a person wrote down about it.
          </p>
          <table className="mt-4 w-full border-collapse text-sm">
            <thead>
              <tr>
                <th className={CELL}>Reading</th>
                <th className={`${CELL} text-right`}>Measured</th>
                <th className={CELL}>What it means</th>
              </tr>
            </thead>
            <tbody>
              {QUALITY_METRICS.map((m) => (
                <tr key={m.key}>
                  <td className={CELL}>{m.label}</td>
                  <td className={`${CELL} text-right font-semibold tabular-nums`}>
                    {Math.round(Number(quality[m.key]) * 100)}%
                  </td>
                  <td className={`${CELL} text-muted-foreground`}>{m.means}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>

        <section id="speed" aria-labelledby="speed-title" className="mt-12 scroll-mt-20">
          <h2 id="speed-title" className="text-2xl font-bold">
            Speed of one machine
          </h2>
          <Measured at={speed.measured_at} command={speed.command} />
          <p className="mt-4">
            Generated ads of three kinds on {speed.machine}, {speed.workers} analysis worker
            {speed.workers === 1 ? "" : "s"}. "Per CPU core" divides one second by the processor time an image costs
            across every thread, so it holds however busy the machine was.
          </p>
          <table className="mt-4 w-full border-collapse text-sm">
            <thead>
              <tr>
                <th className={CELL}>Ad</th>
                <th className={`${CELL} text-right`}>One at a time, median</th>
                <th className={`${CELL} text-right`}>Batch, images/s</th>
                <th className={`${CELL} text-right`}>Images/s per CPU core</th>
              </tr>
            </thead>
            <tbody>
              {speed.kinds.map((k) => (
                <tr key={k.ad}>
                  <td className={CELL}>{k.ad}</td>
                  <td className={`${CELL} text-right tabular-nums`}>{Math.round(k.one_at_a_time_p50_ms)} ms</td>
                  <td className={`${CELL} text-right tabular-nums`}>{k.batch_images_per_second.toFixed(2)}</td>
                  <td className={`${CELL} text-right tabular-nums`}>{imagesPerCoreSecond(k).toFixed(2)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>

        <section id="scaling" aria-labelledby="scaling-title" className="mt-12 scroll-mt-20">
          <h2 id="scaling-title" className="text-2xl font-bold">
            Scaling with workers
          </h2>
          {scaling ? (
            <>
              <Measured at={scaling.measured_at} command={scaling.command} />
              <p className="mt-4">
                {scaling.images} generated ads queued as batches on PostgreSQL, analysed by the API process alone, then
                by one and two separate worker processes, on {scaling.machine} shared with the API, PostgreSQL and other
                work. A worker is one analysis thread; per worker is what one worker core delivers, and how it holds up
                as workers are added shows how far adding workers (or machines running <code>bun run worker</code>)
                takes a batch.
              </p>
              <table className="mt-4 w-full border-collapse text-sm">
                <thead>
                  <tr>
                    <th className={CELL}>Setup</th>
                    <th className={`${CELL} text-right`}>Workers</th>
                    <th className={`${CELL} text-right`}>Images/s</th>
                    <th className={`${CELL} text-right`}>Images/s per worker</th>
                    <th className={`${CELL} text-right`}>× the API alone</th>
                  </tr>
                </thead>
                <tbody>
                  {scaling.rows.map((r) => (
                    <tr key={r.setup}>
                      <td className={CELL}>{r.setup}</td>
                      <td className={`${CELL} text-right tabular-nums`}>{r.workers}</td>
                      <td className={`${CELL} text-right tabular-nums`}>{r.images_per_second.toFixed(2)}</td>
                      <td className={`${CELL} text-right tabular-nums`}>{r.images_per_second_per_worker.toFixed(2)}</td>
                      <td className={`${CELL} text-right tabular-nums`}>{r.times_single.toFixed(2)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </>
          ) : (
            <p className="mt-4">
              Not published yet: the worker-scaling run (<code>bun bench/jobs.ts</code>) needs a PostgreSQL server and
              has not been run for this page. Until it is, we claim no figure for it.
            </p>
          )}
        </section>
      </div>
    </PageLayout>
  );
}
