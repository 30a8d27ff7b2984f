/** The Enterprise 'Contact Sales' mail link, to the instance's sales address (GET /v1/plans). */
export function enterpriseMailto(salesEmail: string): string {
  return `mailto:${salesEmail}?subject=${encodeURIComponent("Enterprise Plan Inquiry")}`;
}

/** Today's date in long form, for the legal pages' 'Last updated' line. */
export function today(): string {
  return new Date().toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric" });
}
