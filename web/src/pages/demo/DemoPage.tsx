import { BarChart3, Brain, Clock, Heart, type LucideIcon, Palette, TrendingUp } from "lucide-react";
import { Link } from "react-router-dom";
import { PageLayout } from "../../components/layout/page-layout.tsx";
import { buttonClasses } from "../../components/ui/button.tsx";
import { InteractiveDemo } from "./InteractiveDemo.tsx";

const FEATURES: { icon: LucideIcon; title: string; text: string }[] = [
  { icon: Brain, title: "AI-Powered Recognition", text: "Detects products, people, logos and text in every creative." },
  { icon: Palette, title: "Color Analysis", text: "Extracts the palette and checks contrast, warmth and balance." },
  { icon: Heart, title: "Emotional Impact", text: "Estimates the mood your colours and imagery convey." },
  { icon: BarChart3, title: "Performance Metrics", text: "An effectiveness score with the factors that drive it." },
  { icon: Clock, title: "Real-time Processing", text: "Results in under 0.5 seconds per image." },
  {
    icon: TrendingUp,
    title: "Industry Insights",
    text: "Placement fit and recommendations drawn from ad best practice.",
  },
];

export default function DemoPage() {
  return (
    <PageLayout>
      <section className="bg-gradient-to-b from-hero-from to-hero-to">
        <div className="mx-auto max-w-4xl px-4 pb-10 pt-16 text-center sm:px-6">
          <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">See Our AI in Action</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-muted-foreground">
            Drop in one of your ads, or pick a sample, and get the same analysis our customers get. No account needed;
            your image is analysed in memory and never stored.
          </p>
        </div>
      </section>
      <InteractiveDemo />
      <section aria-labelledby="demo-features" className="py-16">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <h2 id="demo-features" className="text-center text-3xl font-bold tracking-tight">
            What the analysis covers
          </h2>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {FEATURES.map((f) => (
              <li key={f.title} className="rounded-xl border border-border bg-card p-6 shadow-sm">
                <f.icon className="size-7 text-primary" aria-hidden="true" />
                <h3 className="mt-3 text-lg font-semibold">{f.title}</h3>
                <p className="mt-1 text-muted-foreground">{f.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section aria-labelledby="demo-cta" className="bg-primary py-16 text-primary-foreground">
        <div className="mx-auto max-w-3xl px-4 text-center sm:px-6">
          <h2 id="demo-cta" className="text-3xl font-bold tracking-tight">
            Ready to analyse your own campaigns?
          </h2>
          <p className="mt-3 opacity-90">Start free with 10 analyses a month. No credit card required.</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Link to="/signup" className={buttonClasses("secondary", "lg")}>
              Start Free Analysis
            </Link>
            <Link
              to="/contact"
              className={buttonClasses(
                "outline",
                "lg",
                "border-primary-foreground bg-transparent text-primary-foreground hover:bg-primary-foreground/10 hover:text-primary-foreground",
              )}
            >
              Contact Sales Team
            </Link>
          </div>
        </div>
      </section>
    </PageLayout>
  );
}
