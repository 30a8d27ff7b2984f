import {
  ArrowRight,
  BadgeCheck,
  BarChart3,
  Brain,
  Building2,
  CalendarClock,
  Clock,
  Gauge,
  Globe,
  Headphones,
  KeyRound,
  Layers,
  Lock,
  type LucideIcon,
  Palette,
  PlugZap,
  ShieldCheck,
  Sparkles,
  Target,
  UserRound,
} from "lucide-react";
import { Link } from "react-router-dom";
import { PageLayout } from "../components/layout/page-layout.tsx";
import { buttonClasses } from "../components/ui/button.tsx";
import { figures } from "./benchmark/figures.ts";

const STATS: { value: string; label: string; href?: string }[] = [
  { value: "500+", label: "Enterprise clients" },
  { value: "$2.3B", label: "Ad spend optimised" },
  { value: `${Math.round(figures.quality.text_recall * 100)}%`, label: "Words read on real ads", href: "/benchmark" },
];

const PROBLEMS = [
  { value: "$100B+", label: "wasted every year on ads that don't perform" },
  { value: "40%", label: "of digital ad spend is wasted on ineffective creative" },
  { value: "72 hrs", label: "of manual analysis for a single campaign review" },
  { value: "23%", label: "human error rate in manual creative assessment" },
];

const SOLUTIONS: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Brain,
    title: "AI Creative Scoring",
    text: "Every ad scored for effectiveness in under a second, with the reasons behind the number.",
  },
  {
    icon: Palette,
    title: "Visual Intelligence",
    text: "Colour, contrast, text density, faces, products and logos measured the same way, every time.",
  },
  {
    icon: Target,
    title: "Attention Prediction",
    text: "Heatmaps show where eyes land, and whether they ever reach your call to action.",
  },
  {
    icon: BarChart3,
    title: "Portfolio Analytics",
    text: "Trends, brand rankings and exports across thousands of creatives and every team.",
  },
];

const CASES = [
  {
    company: "Global retail brand",
    result: "+72% ROI",
    text: "Pre-screened 12,000 seasonal creatives and cut under-performing variants before launch.",
  },
  {
    company: "Performance agency, 40 clients",
    result: "90% faster reviews",
    text: "Replaced three-day manual creative audits with same-hour AI reports for every client.",
  },
  {
    company: "Consumer fintech",
    result: "+38% click-through",
    text: "Used CTA contrast and attention insights to redesign its acquisition ads across channels.",
  },
];

const BENEFITS: { icon: LucideIcon; title: string }[] = [
  { icon: Layers, title: "10,000 analyses a month, with custom volumes" },
  { icon: Sparkles, title: "Custom AI models trained on your brand" },
  { icon: Building2, title: "White-label reports for your clients" },
  { icon: PlugZap, title: "REST API, SDK and CLI for your pipelines" },
  { icon: KeyRound, title: "Single sign-on and role-based access" },
  { icon: Lock, title: "Bank-level encryption and data isolation" },
  { icon: Gauge, title: "99.9% uptime target with an SLA" },
  { icon: Headphones, title: "24/7 priority support" },
];

const CLOSING: { icon: LucideIcon; title: string; text: string }[] = [
  { icon: CalendarClock, title: "30-day implementation", text: "From kickoff to your first production reports." },
  { icon: ShieldCheck, title: "SOC 2 Type II certified", text: "Audited controls for security and availability." },
  { icon: UserRound, title: "Dedicated success manager", text: "One named expert for onboarding and growth." },
];

export default function SalesDeckPage() {
  return (
    <PageLayout>
      <section className="bg-gradient-to-b from-hero-from to-hero-to">
        <div className="mx-auto max-w-5xl px-4 py-20 text-center sm:px-6 lg:py-28">
          <p className="inline-flex items-center gap-2 rounded-full border border-border bg-card px-3 py-1 text-sm font-semibold">
            <Globe className="size-4 text-primary" aria-hidden="true" /> AdLens Enterprise
          </p>
          <h1 className="mt-6 text-4xl font-extrabold tracking-tight sm:text-5xl">
            Turn every creative into a measurable advantage
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-muted-foreground">
            AdLens brings AI creative intelligence to the world's largest advertisers. Our clients see a{" "}
            <strong className="text-foreground">65% average ROI increase</strong> on optimised campaigns.
          </p>
          <dl className="mx-auto mt-12 grid max-w-3xl gap-6 sm:grid-cols-3">
            {STATS.map((s) => (
              <div key={s.label} className="rounded-xl border border-border bg-card p-6">
                <dt className="text-sm text-muted-foreground">{s.label}</dt>
                <dd className="mt-1 text-3xl font-extrabold text-primary">
                  {s.href ? (
                    <Link to={s.href} className="rounded-sm underline decoration-dotted underline-offset-4">
                      {s.value}
                    </Link>
                  ) : (
                    s.value
                  )}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section aria-labelledby="problem-title" className="py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <h2 id="problem-title" className="text-center text-3xl font-bold tracking-tight">
            The problem: creative is the biggest blind spot in advertising
          </h2>
          <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {PROBLEMS.map((p) => (
              <li key={p.value} className="rounded-xl border border-border bg-card p-6 text-center">
                <p className="text-4xl font-extrabold text-destructive">{p.value}</p>
                <p className="mt-2 text-muted-foreground">{p.label}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="solution-title" className="bg-muted/50 py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <h2 id="solution-title" className="text-center text-3xl font-bold tracking-tight">
            The solution: AdLens creative intelligence
          </h2>
          <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {SOLUTIONS.map((s) => (
              <li key={s.title} className="rounded-xl border border-border bg-card p-6">
                <s.icon className="size-8 text-primary" aria-hidden="true" />
                <h3 className="mt-4 text-lg font-semibold">{s.title}</h3>
                <p className="mt-2 text-muted-foreground">{s.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="cases-title" className="py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <h2 id="cases-title" className="text-center text-3xl font-bold tracking-tight">
            Results our clients see
          </h2>
          <ul className="mt-12 grid gap-6 md:grid-cols-3">
            {CASES.map((c) => (
              <li key={c.company} className="rounded-xl border border-border bg-card p-6">
                <p className="text-sm font-semibold text-muted-foreground">{c.company}</p>
                <p className="mt-2 text-3xl font-extrabold text-success">{c.result}</p>
                <p className="mt-3 text-muted-foreground">{c.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="benefits-title" className="bg-muted/50 py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <h2 id="benefits-title" className="text-center text-3xl font-bold tracking-tight">
            Built for the enterprise
          </h2>
          <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {BENEFITS.map((b) => (
              <li key={b.title} className="flex items-start gap-3 rounded-xl border border-border bg-card p-5">
                <b.icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
                <span className="font-medium">{b.title}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="closing-title" className="py-20">
        <div className="mx-auto max-w-5xl px-4 text-center sm:px-6">
          <h2 id="closing-title" className="text-3xl font-bold tracking-tight">
            Ready to see AdLens on your own creatives?
          </h2>
          <ul className="mt-10 grid gap-6 text-left sm:grid-cols-3">
            {CLOSING.map((c) => (
              <li key={c.title} className="rounded-xl border border-border bg-card p-6">
                <c.icon className="size-6 text-primary" aria-hidden="true" />
                <h3 className="mt-3 font-semibold">{c.title}</h3>
                <p className="mt-1 text-sm text-muted-foreground">{c.text}</p>
              </li>
            ))}
          </ul>
          <div className="mt-10 flex flex-wrap justify-center gap-3">
            <Link to="/contact?inquiry=enterprise" className={buttonClasses("default", "lg")}>
              Talk to Sales <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
            <Link to="/demo" className={buttonClasses("outline", "lg")}>
              <Clock className="size-4" aria-hidden="true" /> See the live demo
            </Link>
          </div>
          <p className="mt-6 inline-flex items-center gap-2 text-sm text-muted-foreground">
            <BadgeCheck className="size-4 text-success" aria-hidden="true" /> No commitment. A reply within 24 hours.
          </p>
        </div>
      </section>
    </PageLayout>
  );
}
