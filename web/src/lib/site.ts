/** Where Enterprise 'Contact Sales' mail goes (the API's SALES_EMAIL default). */
export const SALES_EMAIL = "sales@adlens.local";

export const ENTERPRISE_MAILTO = `mailto:${SALES_EMAIL}?subject=${encodeURIComponent("Enterprise Plan Inquiry")}`;

/** Today's date in long form, for the legal pages' 'Last updated' line. */
export function today(): string {
  return new Date().toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric" });
}
