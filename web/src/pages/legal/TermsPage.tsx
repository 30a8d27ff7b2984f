import { Link } from "react-router-dom";
import { type LegalSection, LegalShell } from "./LegalShell.tsx";

const SECTIONS: LegalSection[] = [
  {
    id: "acceptance",
    title: "Acceptance of terms",
    body: (
      <p>
        By creating an account or using AdLens (the website, dashboard, API, SDK or CLI) you agree to these terms. If
        you use AdLens for an organisation, you accept them on its behalf and confirm you are allowed to.
      </p>
    ),
  },
  {
    id: "service",
    title: "Description of the service",
    body: (
      <p>
        AdLens analyses advertising images with AI and returns structured insights: detected objects and text, colour
        palette and contrast, call-to-action assessment, attention heatmaps, an effectiveness score with its reasons,
        and recommendations. Insights are estimates to support your decisions; they do not guarantee campaign results.
      </p>
    ),
  },
  {
    id: "accounts",
    title: "Accounts",
    body: (
      <ul>
        <li>You must give a valid email address and keep your password and API tokens confidential.</li>
        <li>
          You are responsible for activity under your account and your API tokens; revoke a token at once if it leaks.
        </li>
        <li>You must be at least 16 years old, or the age of digital consent where you live.</li>
      </ul>
    ),
  },
  {
    id: "acceptable-use",
    title: "Acceptable use",
    body: (
      <>
        <p>You agree not to:</p>
        <ul>
          <li>upload images you have no right to use, or that are unlawful, or that infringe anyone's rights;</li>
          <li>probe, overload or circumvent rate limits, quotas or security of the service;</li>
          <li>reverse engineer the analysis engine, or resell the service without a written agreement;</li>
          <li>use the service to build a competing product or dataset from our outputs.</li>
        </ul>
      </>
    ),
  },
  {
    id: "intellectual-property",
    title: "Intellectual property",
    body: (
      <>
        <p>
          You keep full ownership of the images you upload and of the analysis results produced for you. You grant
          AdLens a limited, non-exclusive licence to store and process those images solely to provide the service to
          you, which ends when you delete them or your account.
        </p>
        <p>AdLens, its software, models and brand remain ours.</p>
      </>
    ),
  },
  {
    id: "subscription",
    title: "Subscription and payment",
    body: (
      <ul>
        <li>The Free plan costs nothing. Paid plans (Basic, Pro, Enterprise) are billed monthly in advance.</li>
        <li>Each plan has a monthly analysis limit; unused analyses do not roll over.</li>
        <li>
          You can cancel at any time; your plan stays active until the end of the paid period, without partial refunds.
        </li>
        <li>We will announce price changes at least 30 days before they apply to you.</li>
      </ul>
    ),
  },
  {
    id: "availability",
    title: "Service availability",
    body: (
      <p>
        We aim for 99.9% monthly uptime and announce planned maintenance in advance. The service may occasionally be
        unavailable for reasons outside our control. Enterprise agreements can include a contractual service level.
      </p>
    ),
  },
  {
    id: "liability",
    title: "Limitation of liability",
    body: (
      <p>
        To the extent the law allows, AdLens is provided "as is", and our total liability for any claim is limited to
        the amounts you paid us in the 12 months before the claim. We are not liable for indirect or consequential
        losses, such as lost profits or lost campaign revenue.
      </p>
    ),
  },
  {
    id: "termination",
    title: "Termination",
    body: (
      <p>
        You may delete your account at any time in your account settings. We may suspend or close accounts that break
        these terms, after notice where reasonable. On termination your data is deleted as described in our{" "}
        <Link to="/privacy">Privacy Policy</Link>.
      </p>
    ),
  },
  {
    id: "contact",
    title: "Changes and contact",
    body: (
      <p>
        We may update these terms; material changes are announced by email at least 30 days in advance. Questions?{" "}
        <Link to="/contact">Contact us</Link>.
      </p>
    ),
  },
];

export default function TermsPage() {
  return (
    <LegalShell
      title="Terms of Service"
      intro="These terms govern your use of AdLens. Please read them carefully; they are written to be understood."
      sections={SECTIONS}
    />
  );
}
