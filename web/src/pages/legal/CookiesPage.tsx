import { Button } from "../../components/ui/button.tsx";
import { reopenConsent } from "../../lib/consent.ts";
import { type LegalSection, LegalShell } from "./LegalShell.tsx";

const SECTIONS: LegalSection[] = [
  {
    id: "what",
    title: "What cookies are",
    body: (
      <p>
        Cookies and similar browser storage (such as local storage) are small pieces of data a website keeps on your
        device. We use them to keep you signed in and, only with your consent, to understand and improve our site.
      </p>
    ),
  },
  {
    id: "types",
    title: "Cookies we use",
    body: (
      <ul>
        <li>
          <strong>Essential (required)</strong>: your sign-in session and security tokens, and the record of your cookie
          choice. The service cannot work without them, so they need no consent.
        </li>
        <li>
          <strong>Analytics (optional)</strong>: which pages are visited and which features are used, sent to our own
          first-party endpoint so we can improve AdLens.
        </li>
        <li>
          <strong>Preference (optional)</strong>: remembers choices such as your preferred dashboard view.
        </li>
        <li>
          <strong>Marketing (optional)</strong>: measures which campaigns bring visitors to AdLens.
        </li>
      </ul>
    ),
  },
  {
    id: "third-party",
    title: "Third-party cookies",
    body: (
      <ul>
        <li>
          <strong>Analytics</strong> providers, when enabled by the operator and allowed by you.
        </li>
        <li>
          <strong>Authentication</strong>: tokens needed to keep your session secure.
        </li>
        <li>
          <strong>Payment processors</strong>: set by our payment provider on its checkout pages to prevent fraud.
        </li>
      </ul>
    ),
  },
  {
    id: "duration",
    title: "Session and persistent cookies",
    body: (
      <p>
        Session cookies are deleted when you close your browser. Persistent cookies stay for a set time, typically from
        30 days to 2 years, or until you delete them. Signing out removes your session tokens at once.
      </p>
    ),
  },
  {
    id: "choices",
    title: "Your choices",
    body: (
      <>
        <p>
          A consent banner lets you accept all cookies, keep only essential ones, or choose per category. You can change
          your choice at any time from "Cookie settings" in the footer or in your account settings, and you can delete
          cookies in your browser settings.
        </p>
        <Button variant="outline" onClick={reopenConsent}>
          Change cookie settings
        </Button>
      </>
    ),
  },
];

export default function CookiesPage() {
  return (
    <LegalShell
      title="Cookie Policy"
      intro="This policy explains which cookies AdLens uses, why, and how you control them."
      sections={SECTIONS}
    />
  );
}
