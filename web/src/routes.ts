/**
 * Every page of the app, with its browser title. The one list three readers share: the app sets
 * the title on each navigation, and the build writes it to routes.json, from which the server
 * answers unknown paths with a real 404 and lists the public pages in /sitemap.xml.
 */
export interface AppRoute {
  /** A react-router path: literal segments and `:param` segments. */
  path: string;
  title: string;
  /** A public page worth finding through a search engine. */
  indexed?: true;
}

const BRAND = "AdLens";
const titled = (page: string) => `${page} · ${BRAND}`;

export const ROUTES: readonly AppRoute[] = [
  { path: "/", title: `${BRAND} — AI-Powered Ad Analysis`, indexed: true },
  { path: "/demo", title: titled("Live demo"), indexed: true },
  { path: "/sales-deck", title: `${BRAND} for Enterprise`, indexed: true },
  { path: "/contact", title: titled("Contact sales"), indexed: true },
  { path: "/api-docs", title: titled("API Documentation"), indexed: true },
  { path: "/privacy", title: titled("Privacy Policy"), indexed: true },
  { path: "/terms", title: titled("Terms of Service"), indexed: true },
  { path: "/cookies", title: titled("Cookie Policy"), indexed: true },
  { path: "/login", title: titled("Sign in") },
  { path: "/signup", title: titled("Create your account") },
  { path: "/forgot-password", title: titled("Reset your password") },
  { path: "/reset-password", title: titled("Set a new password") },
  { path: "/shared/:token", title: titled("Shared analysis") },
  { path: "/invitations/accept", title: titled("Accept invitation") },
  { path: "/dashboard", title: titled("Dashboard") },
  { path: "/dashboard/basic", title: titled("Basic Dashboard") },
  { path: "/dashboard/pro", title: titled("Pro Dashboard") },
  { path: "/dashboard/enterprise", title: titled("Enterprise Dashboard") },
  { path: "/settings", title: titled("Settings") },
];

export const NOT_FOUND_TITLE = titled("Page not found");

/** A title for the page in front of the user: a dialog that is a page of its own (the analysis detail) names itself. */
export function pageTitle(subject: string): string {
  return titled(subject);
}
