import { useId, useState } from "react";
import { Link } from "react-router-dom";
import { saveConsent, useConsent } from "../lib/consent.ts";
import { Button } from "./ui/button.tsx";

const OPTIONAL = [
  { key: "analytics", label: "Analytics", help: "Anonymous page and feature usage that helps us improve AdLens." },
  { key: "preferences", label: "Preferences", help: "Remembers choices such as your last dashboard view." },
  { key: "marketing", label: "Marketing", help: "Measures which campaigns bring visitors to AdLens." },
] as const;

type Choice = Record<(typeof OPTIONAL)[number]["key"], boolean>;

/**
 * While the banner is open its height lifts the toast region above it (ui/toaster.tsx): a
 * toast at sign-in used to land on the banner's buttons.
 */
function liftToasts(banner: HTMLElement | null) {
  if (!banner) return;
  const root = document.documentElement;
  const observer = new ResizeObserver(() =>
    root.style.setProperty("--cookie-banner-height", `${banner.offsetHeight}px`),
  );
  observer.observe(banner);
  return () => {
    observer.disconnect();
    root.style.removeProperty("--cookie-banner-height");
  };
}

/** Cookie consent (spec 01 §2 Cookies): essential storage always, the rest only when allowed. */
export function CookieBanner() {
  const { consent, bannerOpen } = useConsent();
  const [customising, setCustomising] = useState(false);
  const [choice, setChoice] = useState<Choice>({
    analytics: consent?.analytics ?? false,
    preferences: consent?.preferences ?? false,
    marketing: consent?.marketing ?? false,
  });
  const titleId = useId();
  if (!bannerOpen) return null;

  return (
    <section
      ref={liftToasts}
      aria-labelledby={titleId}
      className="fixed inset-x-0 bottom-0 z-50 border-t border-border bg-card p-4 text-card-foreground shadow-2xl sm:inset-x-auto sm:bottom-4 sm:right-4 sm:max-w-md sm:rounded-xl sm:border"
    >
      <h2 id={titleId} className="font-semibold">
        We value your privacy
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        Essential cookies keep you signed in. With your consent we also use analytics, preference and marketing cookies.
        Read our{" "}
        <Link to="/cookies" className="text-primary underline underline-offset-4">
          Cookie Policy
        </Link>
        .
      </p>
      {customising ? (
        <fieldset className="mt-3 space-y-2">
          <legend className="sr-only">Optional cookies</legend>
          <label className="flex items-start gap-2 text-sm">
            <input type="checkbox" checked disabled className="mt-1" />
            <span>
              <span className="font-medium">Essential</span> (required)
            </span>
          </label>
          {OPTIONAL.map((o) => (
            <label key={o.key} className="flex items-start gap-2 text-sm">
              <input
                type="checkbox"
                className="mt-1 accent-[var(--primary)]"
                checked={choice[o.key]}
                onChange={(e) => setChoice((c) => ({ ...c, [o.key]: e.target.checked }))}
              />
              <span>
                <span className="font-medium">{o.label}</span>
                <span className="block text-muted-foreground">{o.help}</span>
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-2">
        <Button size="sm" onClick={() => saveConsent({ analytics: true, preferences: true, marketing: true })}>
          Accept all
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => saveConsent({ analytics: false, preferences: false, marketing: false })}
        >
          Essential only
        </Button>
        {customising ? (
          <Button size="sm" variant="ghost" onClick={() => saveConsent(choice)}>
            Save choices
          </Button>
        ) : (
          <Button size="sm" variant="ghost" onClick={() => setCustomising(true)}>
            Customize
          </Button>
        )}
      </div>
    </section>
  );
}
