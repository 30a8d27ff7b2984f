import { Activity, Cpu, Play, Sparkles } from "lucide-react";
import { Link } from "react-router-dom";
import { buttonClasses } from "../../components/ui/button.tsx";
import { heroFigures } from "../benchmark/figures.ts";

const STATS = heroFigures();

const BARS = [
  { label: "Call to action", value: 8.8 },
  { label: "Headline legibility", value: 7.6 },
  { label: "Message clarity", value: 9.2 },
  { label: "Visual focus", value: 8.1 },
];

export function Hero() {
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-hero-from to-hero-to">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-20 sm:px-6 lg:grid-cols-2 lg:px-8 lg:py-28">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-border bg-card px-3 py-1 text-sm font-medium text-muted-foreground">
            <Sparkles className="size-4 text-primary" aria-hidden="true" /> AI image recognition for advertisers
          </p>
          <h1 className="mt-6 text-4xl font-extrabold tracking-tight sm:text-5xl lg:text-6xl">
            AI-Powered Ad Analysis
          </h1>
          <p className="mt-6 max-w-xl text-lg text-muted-foreground">
            Upload a display ad and get structured, explainable insights in seconds: objects, colours, brand presence,
            text and call to action, with a score that tells you what to fix before you spend.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/signup" className={buttonClasses("default", "lg")}>
              Start Free Analysis
            </Link>
            <Link to="/demo" className={buttonClasses("outline", "lg")}>
              <Play className="size-4" aria-hidden="true" /> Watch Demo
            </Link>
          </div>
          <dl className="mt-10 grid max-w-md grid-cols-3 gap-6" aria-describedby="hero-figures-source">
            {STATS.map((s) => (
              <div key={s.label}>
                <dt className="text-sm text-muted-foreground">{s.label}</dt>
                <dd className="text-2xl font-bold text-foreground">
                  <Link
                    to={s.href}
                    className="rounded-sm underline decoration-dotted underline-offset-4 hover:decoration-solid"
                  >
                    {s.value}
                  </Link>
                </dd>
              </div>
            ))}
          </dl>
          <p id="hero-figures-source" className="mt-3 text-xs text-muted-foreground">
            Measured by our own benchmark; see{" "}
            <Link to="/benchmark" className="underline underline-offset-4">
              how
            </Link>
            .
          </p>
        </div>
        <div aria-hidden="true" className="relative mx-auto w-full max-w-md">
          <div className="rounded-2xl border border-border bg-card p-6 shadow-xl">
            <div className="flex items-center justify-between">
              <span className="text-sm font-semibold">Summer Sale — 1080×1080</span>
              <span className="rounded-full bg-success-soft px-2 py-0.5 text-xs font-semibold text-success">
                Score 8.4/10
              </span>
            </div>
            <div className="mt-4 aspect-[4/3] rounded-xl bg-gradient-to-br from-indigo-500 via-fuchsia-500 to-orange-400 p-5 text-white">
              <p className="text-2xl font-black drop-shadow">SUMMER SALE</p>
              <p className="mt-1 text-sm font-medium">Up to 50% off everything</p>
              <span className="mt-6 inline-block rounded-md bg-white px-3 py-1.5 text-sm font-bold text-slate-900">
                Shop Now
              </span>
            </div>
            <ul className="mt-5 space-y-3">
              {BARS.map((b) => (
                <li key={b.label}>
                  <div className="flex justify-between text-xs text-muted-foreground">
                    <span>{b.label}</span>
                    <span>{b.value.toFixed(1)}</span>
                  </div>
                  <div className="mt-1 h-2 rounded-full bg-muted">
                    <div className="h-2 rounded-full bg-primary" style={{ width: `${b.value * 10}%` }} />
                  </div>
                </li>
              ))}
            </ul>
          </div>
          <div className="absolute -left-2 -top-5 sm:-left-6 flex items-center gap-2 rounded-lg border border-border bg-card px-3 py-2 text-sm font-medium shadow-lg">
            <Activity className="size-4 text-success" /> Real-time Insights
          </div>
          <div className="absolute -bottom-5 -right-2 sm:-right-4 flex items-center gap-2 rounded-lg border border-border bg-card px-3 py-2 text-sm font-medium shadow-lg">
            <Cpu className="size-4 text-primary" /> AI Processing
          </div>
        </div>
      </div>
    </section>
  );
}
