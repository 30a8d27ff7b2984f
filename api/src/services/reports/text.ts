import type { AnalysisResult, PaletteColor } from "../../analysis/result.ts";
import type { Report } from "./model.ts";

/** What both renderers (PDF and HTML) print, worded once. */

export const TITLES: Record<Report["kind"], string> = {
  analysis: "Creative Report",
  comparison: "Comparison Report",
  workspace: "Enterprise Report",
};

export const CREDIT = "Generated with AdLens";

export const score10 = (n: number) => `${n.toFixed(1)} / 10`;

export const percent = (share: number) => `${Math.round(share * 100)}%`;

export const day = (d: Date) => d.toISOString().slice(0, 10);

/** A palette colour's share of the ad, or that it is the ad's average tone. */
export const share = (c: PaletteColor) => (c.average ? "average tone" : `${Math.round(c.percentage)}%`);

/** The findings a client reads first: headline, call to action, brand, with what backs each. */
export function keyFindings(r: AnalysisResult): { label: string; value: string }[] {
  const headline = r.text?.headline;
  const contrast = (c: number | null | undefined) => (c === null || c === undefined ? "" : `, contrast ${c}:1`);
  const cta = r.call_to_action
    ? `${r.call_to_action}${r.cta ? `${r.cta.button ? " (on a button" : " (plain text"}${contrast(r.cta.contrast)})` : ""}`
    : "None found";
  const brand = r.brand_name
    ? `${r.brand_name}${r.brand ? ` (confidence ${percent(r.brand.confidence)})` : ""}`
    : "No brand name read";
  return [
    { label: "Headline", value: headline ? `${headline.text}${contrast(headline.contrast)}` : "None found" },
    { label: "Call to action", value: cta },
    { label: "Brand", value: brand },
    { label: "Ad type", value: r.ad_type || "Unknown" },
    { label: "Message clarity", value: score10(r.message_clarity) },
  ];
}

export function attentionLine(r: AnalysisResult): string | null {
  const a = r.attention;
  if (!a) return null;
  const parts = [`Focus ${percent(a.focus)}`];
  if (a.headline_share !== null) parts.push(`headline ${percent(a.headline_share)} of attention`);
  if (a.cta_share !== null) parts.push(`call to action ${percent(a.cta_share)}`);
  return parts.join(", ");
}

export function placementLines(r: AnalysisResult): string[] {
  return r.placements.map(
    (p) => `${p.name} (${p.channel})${p.text_in_unsafe_zone ? ": text where the app UI covers it" : ""}`,
  );
}

/** A Content-Disposition value: an ASCII filename for every client, and the exact one as RFC 5987. */
export function contentDisposition(kind: "attachment" | "inline", filename: string): string {
  const ascii = filename
    .normalize("NFKD")
    .replace(/[^\x20-\x7e]/g, "")
    .replace(/["\\/;]/g, "_")
    .replace(/-{2,}/g, "-")
    .replace(/^[-_. ]+/, "")
    .trim();
  const fallback = /^[^.]+\.[a-z]+$/i.test(ascii) ? ascii : `report${filename.slice(filename.lastIndexOf("."))}`;
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/** A name safe in every file system, in any script: separators, controls and spaces become "-". */
const slug = (s: string) =>
  s
    .normalize("NFC")
    .replace(/[\p{C}\p{Z}\s\\/:*?"<>|;]+/gu, "-")
    .replace(/-{2,}/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);

/** The file a report downloads as: named after the analysis, or the workspace (and project), and the day. */
export function reportFilename(report: Report, ext: "pdf" | "html"): string {
  const date = day(report.generatedAt);
  if (report.kind === "analysis") {
    const stem = slug(report.analysis.filename.replace(/\.[A-Za-z0-9]{1,5}$/, "")) || "analysis";
    return `${stem}-report.${ext}`;
  }
  if (report.kind === "comparison") return `comparison-report-${date}.${ext}`;
  const scope = [report.branding.workspaceName, report.overview.project].filter(Boolean).join(" ");
  return `${slug(scope) || "workspace"}-enterprise-report-${date}.${ext}`;
}
