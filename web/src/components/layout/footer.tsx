import { Link } from "react-router-dom";
import { reopenConsent } from "../../lib/consent.ts";
import { Brand } from "./brand.tsx";

const PRODUCT = [
  { label: "Features", to: "/#features" },
  { label: "Pricing", to: "/#pricing" },
  { label: "Demo", to: "/demo" },
  { label: "Benchmark", to: "/benchmark" },
  { label: "Contact", to: "/contact" },
];

const LEGAL = [
  { label: "Privacy Policy", to: "/privacy" },
  { label: "Terms of Service", to: "/terms" },
  { label: "Cookie Policy", to: "/cookies" },
];

const LINK = "text-sm text-muted-foreground hover:text-foreground underline-offset-4 hover:underline rounded-sm";

export function Footer() {
  return (
    <footer className="border-t border-border bg-muted/40">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 md:grid-cols-4 lg:px-8">
        <div className="md:col-span-2">
          <Brand />
          <p className="mt-3 max-w-sm text-sm text-muted-foreground">
            AI-powered analysis for display ads and visual content: know what works before you spend.
          </p>
        </div>
        <nav aria-label="Product">
          <h2 className="text-sm font-semibold">Product</h2>
          <ul className="mt-3 space-y-2">
            {PRODUCT.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className={LINK}>
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Legal">
          <h2 className="text-sm font-semibold">Legal</h2>
          <ul className="mt-3 space-y-2">
            {LEGAL.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className={LINK}>
                  {l.label}
                </Link>
              </li>
            ))}
            <li>
              <button type="button" className={`${LINK} cursor-pointer`} onClick={reopenConsent}>
                Cookie settings
              </button>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-border">
        <p className="mx-auto max-w-7xl px-4 py-6 text-sm text-muted-foreground sm:px-6 lg:px-8">
          © {new Date().getFullYear()} AdLens. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
