import type { AnalysisResult } from "../../analysis/result.ts";
import type { Report, ReportAnalysis, ReportCreative, WorkspaceOverview } from "./model.ts";
import { attentionLine, CREDIT, day, keyFindings, placementLines, score10, share, TITLES } from "./text.ts";

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
/** Every value from an analysis or a user (filenames, OCR text, names) goes through this. */
const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

const dataUri = (bytes: Uint8Array, type: string) => `data:${type};base64,${Buffer.from(bytes).toString("base64")}`;
const HEX = /^#[0-9a-f]{6}$/i;

/**
 * The page prints like the PDF: A4, sections kept whole, colours kept. It has no script and
 * loads nothing: images are inline, so it opens offline and its CSP can forbid everything else.
 */
const STYLE = `
@page { size: A4; margin: 16mm; }
* { box-sizing: border-box; }
body { font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; color: #111827; margin: 0 auto; max-width: 900px; padding: 32px; -webkit-print-color-adjust: exact; print-color-adjust: exact; }
header { display: flex; gap: 18px; align-items: center; border-bottom: 2px solid #2563eb; padding-bottom: 14px; margin-bottom: 20px; }
header img { max-width: 200px; max-height: 64px; object-fit: contain; }
h1 { font-size: 26px; margin: 0; }
h2 { font-size: 17px; margin: 26px 0 10px; padding-bottom: 4px; border-bottom: 1px solid #e5e7eb; }
.muted { color: #6b7280; }
section, .card, figure { break-inside: avoid; page-break-inside: avoid; }
.hero { display: grid; grid-template-columns: minmax(0, 2fr) minmax(0, 3fr); gap: 24px; }
.hero img, figure img { width: 100%; height: auto; border: 1px solid #e5e7eb; border-radius: 6px; }
.score { font-size: 48px; font-weight: 700; color: #2563eb; line-height: 1.1; margin: 8px 0 0; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 4px 12px; margin: 14px 0 0; }
dt { font-weight: 600; }
dd { margin: 0; }
table { width: 100%; border-collapse: collapse; }
th, td { text-align: left; padding: 6px 8px; border-bottom: 1px solid #f3f4f6; vertical-align: top; }
th { font-size: 12px; color: #6b7280; font-weight: 600; }
.bar { height: 8px; background: #e5e7eb; border-radius: 4px; min-width: 120px; }
.bar span { display: block; height: 8px; border-radius: 4px; background: #2563eb; }
.swatches { display: flex; flex-wrap: wrap; gap: 14px; list-style: none; padding: 0; }
.swatches i { display: inline-block; width: 20px; height: 20px; border: 1px solid #e5e7eb; border-radius: 4px; vertical-align: middle; margin-right: 6px; }
.grid { display: grid; gap: 16px; grid-template-columns: repeat(var(--cols, 3), minmax(0, 1fr)); }
.card { border: 1px solid #e5e7eb; border-radius: 8px; padding: 12px; }
.card img { width: 100%; height: 140px; object-fit: contain; background: #f9fafb; border-radius: 4px; }
.stat { font-size: 24px; font-weight: 700; color: #2563eb; }
.trend { display: flex; align-items: flex-end; gap: 10px; height: 120px; }
.trend div { flex: 1; text-align: center; font-size: 12px; }
.trend b { display: block; background: #2563eb; border-radius: 3px 3px 0 0; margin: 0 auto 4px; width: 60%; }
footer { margin-top: 36px; font-size: 12px; color: #6b7280; }
`;

function bar(value: number): string {
  const pct = Math.max(0, Math.min(100, value * 10));
  return `<div class="bar"><span style="width:${pct}%"></span></div>`;
}

const list = (items: string[], empty: string) =>
  items.length ? `<ul>${items.map((i) => `<li>${esc(i)}</li>`).join("")}</ul>` : `<p class="muted">${esc(empty)}</p>`;

function breakdown(r: AnalysisResult): string {
  if (r.score_breakdown.length === 0) return `<p class="muted">No score breakdown was stored for this analysis.</p>`;
  const rows = r.score_breakdown
    .map(
      (f) =>
        `<tr><td><strong>${esc(f.factor)}</strong><br><span class="muted">${esc(f.evidence)}</span></td>` +
        `<td>${bar(f.score)}</td><td>${f.score.toFixed(1)} / 10</td><td class="muted">${Math.round(f.weight * 100)}%</td></tr>`,
    )
    .join("");
  return `<table><thead><tr><th>Factor</th><th></th><th>Score</th><th>Weight</th></tr></thead><tbody>${rows}</tbody></table>`;
}

function palette(r: AnalysisResult): string {
  if (r.palette.length === 0) return `<p class="muted">No palette was measured.</p>`;
  const items = r.palette
    .filter((c) => HEX.test(c.hex))
    .map(
      (c) =>
        `<li><i style="background:${c.hex}"></i><strong>${c.hex.toUpperCase()}</strong> <span class="muted">${esc(c.name)} · ${share(c)}</span></li>`,
    );
  return `<ul class="swatches">${items.join("")}</ul>`;
}

function analysisBody(a: ReportAnalysis): string {
  const r = a.result;
  const findings = keyFindings(r)
    .map((f) => `<dt>${esc(f.label)}</dt><dd>${esc(f.value)}</dd>`)
    .join("");
  const image = a.imageJpeg ? `<img src="${dataUri(a.imageJpeg, "image/jpeg")}" alt="${esc(a.filename)}">` : "";
  const attention = attentionLine(r);
  const heatmap = a.heatmapJpeg
    ? `<section><h2>Attention heatmap</h2>${attention ? `<p class="muted">${esc(attention)}</p>` : ""}<figure style="margin:0;max-width:60%"><img src="${dataUri(a.heatmapJpeg, "image/jpeg")}" alt="Attention heatmap of ${esc(a.filename)}"></figure></section>`
    : "";
  return `
<div class="hero"><div>${image}</div><div>
  <h2 style="border:0;margin:0">${esc(a.filename)}</h2>
  <div class="muted">Analysed ${day(a.createdAt)}</div>
  <p class="score">${score10(r.effectiveness_score)}</p><div class="muted">Effectiveness score</div>
  <dl>${findings}</dl>
</div></div>
<section><h2>Score breakdown</h2>${breakdown(r)}</section>
<section><h2>Palette</h2>${palette(r)}</section>
<section><h2>Placements</h2>${list(placementLines(r), "The size matches no standard placement.")}</section>
${a.brandFit ? `<section><h2>Brand fit</h2>${list(a.brandFit, "")}</section>` : ""}
${heatmap}
<section><h2>Recommendations</h2>${list(r.recommendations, "No recommendations: nothing stood out to improve.")}</section>
${r.strengths.length ? `<section><h2>Strengths</h2>${list(r.strengths, "")}</section>` : ""}`;
}

function comparisonBody(report: Extract<Report, { kind: "comparison" }>): string {
  const { analyses, summary } = report;
  const cards = analyses
    .map(
      (a) =>
        `<div class="card">${a.imageJpeg ? `<img src="${dataUri(a.imageJpeg, "image/jpeg")}" alt="${esc(a.filename)}">` : ""}<strong>${esc(a.filename)}</strong><div class="stat">${score10(a.result.effectiveness_score)}</div><div class="muted">${esc(a.result.ad_type || "Unknown")}</div></div>`,
    )
    .join("");
  const factors = [...new Set(analyses.flatMap((a) => a.result.score_breakdown.map((f) => f.factor)))];
  const rows = factors
    .map((factor) => {
      const cells = analyses.map((a) => {
        const f = a.result.score_breakdown.find((s) => s.factor === factor);
        return f ? `<td>${bar(f.score)} ${f.score.toFixed(1)}</td>` : `<td class="muted">–</td>`;
      });
      return `<tr><td><strong>${esc(factor)}</strong></td>${cells.join("")}</tr>`;
    })
    .join("");
  const heads = analyses.map((a) => `<th>${esc(a.filename)}</th>`).join("");
  const advice = analyses
    .map(
      (a) =>
        `<h3>${esc(a.filename)}</h3>${list(a.result.recommendations.slice(0, 4), "Nothing stood out to improve.")}`,
    )
    .join("");
  const withFit = analyses.filter((a) => a.brandFit);
  const fits = withFit.length
    ? `<section><h2>Brand fit</h2>${withFit.map((a) => `<h3>${esc(a.filename)}</h3>${list(a.brandFit ?? [], "")}`).join("")}</section>`
    : "";
  return `
<p><strong>Best performer: ${esc(summary.best_performer.filename)} (${score10(summary.best_performer.score)})</strong><br>
Average score: ${score10(summary.average_score)} · Common theme: ${esc(summary.common_theme)}</p>
<div class="grid" style="--cols:${analyses.length}">${cards}</div>
<section><h2>Score breakdown</h2><table><thead><tr><th>Factor</th>${heads}</tr></thead><tbody>${rows}</tbody></table></section>
<section><h2>Recommendations</h2>${advice}</section>${fits}`;
}

function creatives(items: ReportCreative[]): string {
  if (items.length === 0) return `<p class="muted">Not enough analyses yet.</p>`;
  return `<div class="grid">${items
    .map(
      (c) =>
        `<div class="card">${c.thumbJpeg ? `<img src="${dataUri(c.thumbJpeg, "image/jpeg")}" alt="${esc(c.filename)}">` : ""}<strong>${esc(c.filename)}</strong><div class="muted">${score10(c.score)} · ${day(c.createdAt)}</div></div>`,
    )
    .join("")}</div>`;
}

function workspaceBody(o: WorkspaceOverview): string {
  const stats: [string, string][] = [
    ["Analyses", String(o.total)],
    ["Average score", o.total ? score10(o.averageScore) : "–"],
    ["Message clarity", o.total ? score10(o.averageClarity) : "–"],
    ["Scored 8 or more", String(o.distribution.high)],
  ];
  const trend = o.trend
    .map(
      (m) =>
        `<div><b style="height:${m.count > 0 ? Math.round(m.avgEffectiveness * 8) : 0}px"></b>${m.count > 0 ? m.avgEffectiveness.toFixed(1) : "–"}<br><span class="muted">${m.month} · ${m.count}</span></div>`,
    )
    .join("");
  return `
<div class="grid" style="--cols:4">${stats.map(([l, v]) => `<div class="card"><div class="stat">${v}</div><div class="muted">${l}</div></div>`).join("")}</div>
<section><h2>Trend: the last six months</h2><div class="trend">${trend}</div></section>
<section><h2>Top creatives</h2>${creatives(o.top)}</section>
<section><h2>Weakest creatives</h2>${creatives(o.bottom)}</section>
<section><h2>Most common recommendations</h2>${list(
    o.recommendations.map((r) => `${r.text} (${r.count}×)`),
    "No recommendations yet.",
  )}</section>
${o.brandFit ? `<section><h2>Brand fit</h2>${list(o.brandFit, "")}</section>` : ""}`;
}

/** The report as one self-contained, printable HTML page. */
export function renderHtml(report: Report): string {
  const { branding } = report;
  const subtitle =
    report.kind === "comparison"
      ? `${report.analyses.length} creatives side by side`
      : report.kind === "workspace"
        ? report.overview.project
          ? `Project: ${report.overview.project}`
          : "All analyses in the workspace"
        : null;
  const content =
    report.kind === "analysis"
      ? analysisBody(report.analysis)
      : report.kind === "comparison"
        ? comparisonBody(report)
        : workspaceBody(report.overview);
  const logo = branding.logoPng ? `<img src="${dataUri(branding.logoPng, "image/png")}" alt="">` : "";
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(branding.workspaceName)} – ${TITLES[report.kind]}</title><style>${STYLE}</style></head>
<body><header>${logo}<div><h1>${esc(branding.workspaceName)}</h1><div class="muted">${TITLES[report.kind]} · ${day(report.generatedAt)}${subtitle ? `<br>${esc(subtitle)}` : ""}</div></div></header>
<main>${content}</main>
${branding.credit ? `<footer>${CREDIT}</footer>` : ""}
</body></html>
`;
}
