import { Link } from "react-router-dom";
import { type LegalSection, LegalShell } from "./LegalShell.tsx";

const SECTIONS: LegalSection[] = [
  {
    id: "data-we-collect",
    title: "Data we collect",
    body: (
      <>
        <p>We collect only what we need to run AdLens:</p>
        <ul>
          <li>
            <strong>Account data</strong>: your email address and a salted, one-way hash of your password (we never
            store the password itself).
          </li>
          <li>
            <strong>Content you upload</strong>: the ad images you submit for analysis, their file names, and the
            analysis results we produce (scores, colour palettes, detected text, heatmaps and recommendations).
          </li>
          <li>
            <strong>Billing data</strong>: your plan, subscription dates and a customer reference from our payment
            processor. Card numbers go straight to the processor and never touch our servers.
          </li>
          <li>
            <strong>Usage and technical data</strong>: request logs (IP address, time, endpoint, response status),
            monthly usage counters, API token metadata, and, only if you allow analytics cookies, pages visited on our
            site.
          </li>
          <li>
            <strong>Messages</strong>: what you send through the contact form (name, email, company, phone, message).
          </li>
        </ul>
        <p>
          Images analysed with the anonymous demo on our <Link to="/demo">demo page</Link> are processed in memory and
          are not stored.
        </p>
      </>
    ),
  },
  {
    id: "how-we-use",
    title: "How we use your data",
    body: (
      <ul>
        <li>
          To provide the service: analyse your images, show your history, enforce plan limits and keep you signed in.
        </li>
        <li>To send service email: account confirmation, password resets, usage warnings and billing notices.</li>
        <li>To answer sales and support requests you send us.</li>
        <li>To keep the service secure: rate limiting, abuse detection and investigating incidents.</li>
        <li>To improve the product from aggregated usage statistics, only where you consented to analytics.</li>
      </ul>
    ),
  },
  {
    id: "sharing",
    title: "Sharing",
    body: (
      <>
        <p>We do not sell your personal data, and we do not use your images to train models shared with anyone else.</p>
        <p>We share data only with processors that help us run the service, under written agreements:</p>
        <ul>
          <li>our hosting and object storage providers, which store your account and images;</li>
          <li>our payment processor, for paid plans;</li>
          <li>our email delivery provider, for service email;</li>
          <li>
            an AI vision provider, when your instance is configured to use one, which receives the image only to analyse
            it.
          </li>
        </ul>
        <p>
          We may disclose data when the law requires it, and we will tell you unless we are legally prevented from doing
          so.
        </p>
      </>
    ),
  },
  {
    id: "security",
    title: "Security",
    body: (
      <p>
        Data is encrypted in transit (TLS) and at rest. Passwords are hashed with argon2id; session refresh tokens,
        password-reset links and API tokens are stored only as SHA-256 hashes. Every query on your data is scoped to
        your account, and access by our staff is limited, logged and needed for support only.
      </p>
    ),
  },
  {
    id: "your-rights",
    title: "Your rights",
    body: (
      <>
        <p>Wherever you live, you can:</p>
        <ul>
          <li>
            <strong>access</strong> the data we hold about you;
          </li>
          <li>
            <strong>correct</strong> inaccurate data;
          </li>
          <li>
            <strong>delete</strong> your account and its data from your account settings;
          </li>
          <li>
            <strong>export</strong> your analyses in JSON or CSV from your dashboard;
          </li>
          <li>
            <strong>opt out of marketing</strong> at any time, from any marketing email or by contacting us.
          </li>
        </ul>
        <p>
          To exercise a right we can't automate, write to us through the{" "}
          <Link to="/contact?inquiry=support">contact form</Link> with the inquiry type Support. We answer within 30
          days.
        </p>
      </>
    ),
  },
  {
    id: "cookies",
    title: "Cookies",
    body: (
      <p>
        We use essential storage to keep you signed in, and optional analytics, preference and marketing cookies only
        with your consent. Our <Link to="/cookies">Cookie Policy</Link> explains each kind and how to change your
        choice.
      </p>
    ),
  },
  {
    id: "retention",
    title: "Retention",
    body: (
      <>
        <p>
          We keep your account data and analyses for as long as your account is open. When you delete your account, we
          delete your data, uploaded images included, within 30 days of account deletion. Backups roll over within the
          same period.
        </p>
        <p>
          Billing records are kept as long as tax law requires. Security logs are kept for up to 90 days. Contact-form
          messages are kept for up to two years unless you ask us to delete them sooner.
        </p>
      </>
    ),
  },
  {
    id: "changes",
    title: "Changes and contact",
    body: (
      <p>
        If we change this policy in a way that matters, we will tell you by email or in the app before the change takes
        effect. Questions? <Link to="/contact?inquiry=support">Contact us</Link>.
      </p>
    ),
  },
];

export default function PrivacyPage() {
  return (
    <LegalShell
      title="Privacy Policy"
      intro="This policy explains what AdLens collects when you use our website, dashboard, API, SDK and CLI, why, and the choices you have."
      sections={SECTIONS}
    />
  );
}
