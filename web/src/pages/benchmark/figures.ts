import published from "./figures.json";

/**
 * The figures the public site quotes, as `bun bench/publish.ts` wrote them from the benches'
 * outputs (docs/adr/0100-public-figures-from-benchmarks.md). Nothing here is typed in by hand.
 */
export interface BenchmarkFigures {
  generated: string;
  quality: {
    measured_at: string;
    command: string;
    data: string;
    images: number;
    text_recall: number;
    text_precision: number;
    cta_f1: number;
    brand_exact: number;
    people_f1: number;
    ad_type_accuracy: number;
    background_top3: number;
    p50_ms: number;
  };
  speed: {
    measured_at: string;
    command: string;
    machine: string;
    workers: number;
    kinds: {
      ad: string;
      images: number;
      one_at_a_time_p50_ms: number;
      one_at_a_time_p95_ms: number;
      batch_images_per_second: number;
      cpu_ms_per_image: number;
    }[];
  };
  /** `bench/jobs.ts` needs PostgreSQL; null until a run on one is published. */
  scaling: {
    measured_at: string;
    command: string;
    machine: string;
    images: number;
    rows: {
      setup: string;
      /** Analysis worker threads across the processes that analyse. */
      workers: number;
      images_per_second: number;
      images_per_second_per_worker: number;
      times_single: number;
    }[];
  } | null;
}

export const figures: BenchmarkFigures = published;

/** The most expensive kind of ad measured: the headline speed figures never flatter. */
function slowestKind() {
  return figures.speed.kinds.reduce((worst, k) => (k.cpu_ms_per_image > worst.cpu_ms_per_image ? k : worst));
}

/** Images one CPU core analyses per second (the CPU one image costs, across every thread). */
export function imagesPerCoreSecond(kind = slowestKind()): number {
  return 1000 / kind.cpu_ms_per_image;
}

/** The three figures of the landing page's hero, each with the benchmark section it comes from. */
export function heroFigures(): { value: string; label: string; href: string }[] {
  const slowest = slowestKind();
  return [
    {
      value: `${Math.round(figures.quality.text_recall * 100)}%`,
      label: "Words read on real ads",
      href: "/benchmark#quality",
    },
    {
      value: `${(slowest.one_at_a_time_p50_ms / 1000).toFixed(1)}s`,
      label: "Per ad, median",
      href: "/benchmark#speed",
    },
    {
      value: `${imagesPerCoreSecond(slowest).toFixed(1)}/s`,
      label: "Ads per CPU core",
      href: "/benchmark#speed",
    },
  ];
}
