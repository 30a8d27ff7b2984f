import { ArrowLeft, BarChart3, Gauge, KeyRound, LogIn, ShieldCheck } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link } from "react-router-dom";
import { Brand } from "../components/layout/brand.tsx";
import {
  Badge,
  buttonClasses,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "../components/ui/index.ts";
import { ActiveWorkspaceNote } from "../dashboard/components/WorkspaceSwitcher.tsx";
import { useAuth } from "../lib/auth.tsx";
import { ApiTester } from "./ApiTester.tsx";
import { CodeExamples } from "./CodeExamples.tsx";
import { EndpointReference } from "./EndpointReference.tsx";
import { type NewToken, TokenManager } from "./TokenManager.tsx";
import { WebhookManager } from "./WebhookManager.tsx";

const SECTIONS = [
  { id: "overview", label: "Overview" },
  { id: "api-tokens", label: "API Tokens" },
  { id: "webhooks", label: "Webhooks" },
  { id: "authentication", label: "Authentication" },
  { id: "endpoints", label: "Endpoints" },
  { id: "code-examples", label: "Code Examples" },
  { id: "api-tester", label: "API Tester" },
  { id: "rate-limits", label: "Rate Limits" },
] as const;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-24 space-y-4">
      <h2 id={`${id}-title`} className="text-2xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function SignInPrompt({ text }: { text: string }) {
  return (
    <div className="flex flex-col items-start gap-3 rounded-lg border border-dashed border-border p-6">
      <p className="font-medium">{text}</p>
      <Link to="/dashboard" className={buttonClasses("default", "sm")}>
        <LogIn aria-hidden="true" className="size-4" />
        Sign In
      </Link>
    </div>
  );
}

const OVERVIEW = [
  {
    icon: ShieldCheck,
    title: "Bearer tokens",
    text: "Authenticate with an API token in the Authorization header.",
  },
  { icon: Gauge, title: "Fast responses", text: "Average response under 3 seconds per image." },
  {
    icon: BarChart3,
    title: "Detailed analysis",
    text: "Score, palette, text, call to action, emotions and recommendations.",
  },
  { icon: KeyRound, title: "1,500 / month", text: "Pro plan limit, shared with your dashboard uploads." },
];

export default function ApiDocsPage() {
  const { status, subscription } = useAuth();
  // Spec 01 §9: API access comes with Pro and Enterprise.
  const apiAccess = subscription?.subscription_tier === "pro" || subscription?.subscription_tier === "enterprise";
  const signedIn = status === "signedIn";
  const [newToken, setNewToken] = useState<NewToken | null>(null);

  return (
    <div className="min-h-screen bg-background">
      <header className="sticky top-0 z-30 border-b border-border bg-background/95 backdrop-blur">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-4 py-4 sm:px-6 lg:px-8">
          <div className="flex min-w-0 flex-wrap items-center gap-x-4 gap-y-2">
            <Brand />
            <div className="flex flex-wrap items-center gap-2 border-l border-border pl-4">
              <h1 className="text-xl font-bold">API Documentation</h1>
              <Badge>Pro Plan Required</Badge>
            </div>
          </div>
          <Link to="/dashboard" className={buttonClasses("outline", "sm")}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back to Dashboard
          </Link>
        </div>
      </header>
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 sm:px-6 lg:grid-cols-[200px_minmax(0,1fr)] lg:px-8">
        <nav aria-label="API documentation sections" className="lg:sticky lg:top-24 lg:self-start">
          <ul className="flex flex-wrap gap-1 lg:flex-col">
            {SECTIONS.map((s) => (
              <li key={s.id}>
                <a
                  href={`#${s.id}`}
                  className="block rounded-md px-3 py-1.5 text-sm text-muted-foreground hover:bg-accent hover:text-foreground"
                >
                  {s.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <main id="main" className="min-w-0 space-y-12">
          <Section id="overview" title="Overview">
            <p className="text-muted-foreground">
              The AdLens API analyses an advertising image and returns its effectiveness score out of 10 with the
              reasons behind it. It is part of the Pro plan; the dashboard uses the same API.
            </p>
            <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
              {OVERVIEW.map(({ icon: Icon, title, text }) => (
                <Card key={title}>
                  <CardHeader>
                    <Icon aria-hidden="true" className="size-6 text-primary" />
                    <CardTitle level={3} className="text-base">
                      {title}
                    </CardTitle>
                    <CardDescription>{text}</CardDescription>
                  </CardHeader>
                </Card>
              ))}
            </div>
          </Section>

          <Section id="api-tokens" title="API Tokens">
            {signedIn ? <ActiveWorkspaceNote what="Tokens and webhooks" /> : null}
            <Card>
              <CardContent className="pt-6">
                {signedIn ? (
                  <TokenManager apiAccess={apiAccess} onCreated={setNewToken} />
                ) : (
                  <SignInPrompt text="Sign in to manage API tokens" />
                )}
              </CardContent>
            </Card>
          </Section>

          <Section id="webhooks" title="Webhooks">
            <p className="text-muted-foreground">
              Be told when analyses and batches finish: AdLens POSTs signed events to your HTTPS endpoints. Check the{" "}
              <code className="font-mono">AdLens-Signature</code> header with the SDK's{" "}
              <code className="font-mono">webhooks.verify(signature, body, secret)</code> before trusting an event.
            </p>
            <Card>
              <CardContent className="pt-6">
                {signedIn ? (
                  <WebhookManager apiAccess={apiAccess} />
                ) : (
                  <SignInPrompt text="Sign in to manage webhooks" />
                )}
              </CardContent>
            </Card>
          </Section>

          <Section id="authentication" title="Authentication">
            <p className="text-muted-foreground">
              Send your API token in the <code className="font-mono">Authorization</code> header of every request, as a
              bearer token. Tokens do not expire: they work until you delete them.
            </p>
            <pre className="overflow-x-auto rounded-lg bg-slate-950 p-4 font-mono text-xs text-slate-100">
              <code>Authorization: Bearer adlens_&lt;64 hexadecimal characters&gt;</code>
            </pre>
            <p className="text-sm text-muted-foreground">
              A missing or invalid token gets <code className="font-mono">401</code>; a token of an account without the
              Pro plan gets <code className="font-mono">403</code>. Every error has the shape{" "}
              <code className="font-mono">{'{"error": {"code", "message", "request_id", "doc_url"}}'}</code>;{" "}
              <code className="font-mono">doc_url</code> links to the code's entry in the{" "}
              <a className="underline" href="/docs/api#error-codes">
                API guide
              </a>
              .
            </p>
          </Section>

          <Section id="endpoints" title="Endpoints">
            <p className="text-muted-foreground">
              Generated from this server's OpenAPI document (
              <a href="/openapi.json" className="text-primary underline">
                /openapi.json
              </a>
              ). Paths marked with a lock need a bearer token.
            </p>
            <EndpointReference />
          </Section>

          <Section id="code-examples" title="Code Examples">
            <p className="text-muted-foreground">
              Install the TypeScript SDK from this server (it matches this server's API version):{" "}
              <code className="break-all font-mono text-foreground">
                npm install {window.location.origin}/sdk/adlens-sdk.tgz
              </code>
            </p>
            <CodeExamples />
          </Section>

          <Section id="api-tester" title="API Tester">
            <Card>
              <CardContent className="pt-6">
                {signedIn ? <ApiTester token={newToken} /> : <SignInPrompt text="Sign in to test the API" />}
              </CardContent>
            </Card>
          </Section>

          <Section id="rate-limits" title="Rate Limits">
            <Card>
              <CardContent className="space-y-3 pt-6 text-sm">
                <ul className="list-disc space-y-1.5 pl-5">
                  <li>
                    <strong>1,500 analyses per month</strong> on the Pro plan, shared between the API and your dashboard
                    uploads.
                  </li>
                  <li>The count resets on the 1st of each month.</li>
                  <li>No per-second or per-minute limits.</li>
                  <li>
                    Every response carries your usage: <code className="font-mono">current_month</code>,{" "}
                    <code className="font-mono">monthly_limit</code> and <code className="font-mono">remaining</code>.
                  </li>
                  <li>We e-mail you at 80% and 100% of the limit.</li>
                  <li>
                    Over the limit, requests get <code className="font-mono">429</code> (
                    <code className="font-mono">quota_exceeded</code>) until the next month or an upgrade.
                  </li>
                </ul>
                <table className="w-full max-w-md text-left">
                  <caption className="sr-only">Error statuses</caption>
                  <thead className="text-muted-foreground">
                    <tr>
                      <th scope="col" className="py-1 font-medium">
                        Status
                      </th>
                      <th scope="col" className="py-1 font-medium">
                        Meaning
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    <tr className="border-t border-border">
                      <td className="py-1 font-mono">401</td>
                      <td>Invalid or missing token</td>
                    </tr>
                    <tr className="border-t border-border">
                      <td className="py-1 font-mono">403</td>
                      <td>Pro subscription required</td>
                    </tr>
                    <tr className="border-t border-border">
                      <td className="py-1 font-mono">429</td>
                      <td>Monthly limit exceeded</td>
                    </tr>
                  </tbody>
                </table>
              </CardContent>
            </Card>
          </Section>
        </main>
      </div>
    </div>
  );
}
