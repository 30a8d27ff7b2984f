/**
 * Every tag an operation may carry, in the order the reference lists them. An operation with a
 * tag missing here fails the spec lint in CI (`operation-tag-defined`), so add new ones here.
 */
export const TAGS = [
  { name: "Auth", description: "Sign up, confirm the email, sign in, refresh and end sessions, reset a password." },
  { name: "Account", description: "The signed-in user: profile, plan and usage, password, account deletion." },
  {
    name: "Analyses",
    description:
      "Upload an ad and get its analysis; list, open, compare, export and delete stored analyses and their images.",
  },
  {
    name: "Pro API",
    description:
      "Analyse an image in one call and get its score, insights and recommendations back. For Pro and Enterprise API tokens.",
  },
  {
    name: "Batches",
    description: "Queue many images (uploads or URLs) in one request and follow their progress item by item.",
  },
  {
    name: "Webhooks",
    description:
      "Signed HTTPS callbacks when analyses and batches finish (Pro and Enterprise), with retries and a delivery log.",
  },
  { name: "Analytics", description: "Aggregates over the user's analyses: scores over time and distributions." },
  { name: "API tokens", description: "Create, list and revoke `adlens_` API tokens (Pro and Enterprise)." },
  {
    name: "Workspaces",
    description:
      "Personal and team workspaces, their members and roles. Every workspace-scoped call takes `X-Workspace-Id` (or `?workspace=`), defaulting to your personal workspace.",
  },
  {
    name: "Projects",
    description: "Named folders of analyses inside a workspace; filter the gallery, analytics and export by one.",
  },
  {
    name: "Outcomes",
    description:
      "Enterprise: import each ad's results, and the workspace's own performance model fitted on them, versioned, with its cross-validated metrics and a predicted index per analysis.",
  },
  {
    name: "Brand kit",
    description:
      "Enterprise: the workspace's brand names, colours, required texts, competitors and logos, and each analysis read against them (brand fit).",
  },
  {
    name: "Reports",
    description:
      "Client-ready reports as PDF or printable HTML, headed with the workspace's name (and on Enterprise its logo): one analysis, a comparison, and the workspace's Enterprise Report.",
  },
  {
    name: "Share links",
    description:
      "Read-only public links to one analysis or a comparison: expiring, revocable, and showing nothing else of the workspace.",
  },
  { name: "Demo", description: "Anonymous, rate-limited analysis for the public demo page; nothing is stored." },
  { name: "Plans", description: "The subscription tiers with prices, monthly limits and features." },
  { name: "Billing", description: "Subscription status, checkout and the customer portal; the payment webhook." },
  { name: "Contact", description: "Sales, demo and support enquiries from the contact page." },
  { name: "Events", description: "Anonymous product analytics events from the web app (consent-gated)." },
  { name: "System", description: "Health of the instance and its database and storage." },
];
