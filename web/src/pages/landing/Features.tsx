import { BarChart3, Eye, type LucideIcon, Palette, ShieldCheck, Tag, Zap } from "lucide-react";
import { Link } from "react-router-dom";
import { imagesPerCoreSecond } from "../benchmark/figures.ts";

const FEATURES: { icon: LucideIcon; title: string; text: string; link?: { href: string; label: string } }[] = [
  {
    icon: Eye,
    title: "Object Detection",
    text: "Finds the products, people, text and objects in every creative, so you know what a viewer actually sees.",
  },
  {
    icon: Palette,
    title: "Color Scheme Analysis",
    text: "Extracts the palette, checks contrast and tells you whether your colours support the message.",
  },
  {
    icon: Tag,
    title: "Brand Recognition",
    text: "Spots logos and brand marks, and flags competitor presence before an ad goes live.",
  },
  {
    icon: BarChart3,
    title: "Performance Insights",
    text: "Connects visual elements to effectiveness with a score you can explain, line by line.",
  },
  {
    icon: Zap,
    title: "Real-time Processing",
    text: `One CPU core analyses about ${imagesPerCoreSecond().toFixed(1)} ads a second; a campaign's batch is shared by every worker you run.`,
    link: { href: "/benchmark#scaling", label: "How it scales with workers" },
  },
  {
    icon: ShieldCheck,
    title: "Enterprise Security",
    text: "Bank-level encryption in transit and at rest, per-account isolation and full data deletion on request.",
  },
];

export function Features() {
  return (
    <section id="features" aria-labelledby="features-title" className="scroll-mt-20 py-20 sm:py-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <p className="font-semibold text-primary">Features</p>
          <h2 id="features-title" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
            Intelligent Ad Analysis
          </h2>
          <p className="mt-4 text-lg text-muted-foreground">
            Everything a marketing team needs to judge a creative in seconds instead of days.
          </p>
        </div>
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map((f) => (
            <li key={f.title} className="rounded-xl border border-border bg-card p-6 shadow-sm">
              <span className="grid size-11 place-items-center rounded-lg bg-secondary text-secondary-foreground">
                <f.icon className="size-5" aria-hidden="true" />
              </span>
              <h3 className="mt-4 text-lg font-semibold">{f.title}</h3>
              <p className="mt-2 text-muted-foreground">{f.text}</p>
              {f.link ? (
                <Link to={f.link.href} className="mt-2 inline-block text-sm font-medium text-primary underline">
                  {f.link.label}
                </Link>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
