import PDFDocument from "pdfkit";
import type { AnalysisResult } from "../../analysis/result.ts";
import { FONT_FILES, printable as pdfText } from "./fonts.ts";
import type { Report, ReportAnalysis, ReportCreative, WorkspaceOverview } from "./model.ts";
import { attentionLine, CREDIT, day, keyFindings, placementLines, score10, share, TITLES } from "./text.ts";

type Doc = PDFKit.PDFDocument;

const MARGIN = 48;
const REGULAR = "DejaVu";
const BOLD = "DejaVu-Bold";
const INK = "#111827";
const MUTED = "#6b7280";
const RULE = "#e5e7eb";
const ACCENT = "#2563eb";

const contentWidth = (doc: Doc) => doc.page.width - MARGIN * 2;
const bottom = (doc: Doc) => doc.page.height - MARGIN - 24;

/** Starts a new page when `height` more points would not fit on this one. */
function room(doc: Doc, height: number): void {
  if (doc.y + height > bottom(doc)) {
    doc.addPage();
    doc.y = MARGIN;
  }
}

/** The size `image` takes when fitted into w × h. */
function fitted(doc: Doc, image: Buffer, w: number, h: number): { width: number; height: number } {
  // pdfkit has openImage (it caches the decoded image for doc.image); its typings leave it out.
  const img = (doc as Doc & { openImage(src: Buffer): { width: number; height: number } }).openImage(image);
  const scale = Math.min(w / img.width, h / img.height, 1.5);
  return { width: img.width * scale, height: img.height * scale };
}

function heading(doc: Doc, text: string): void {
  room(doc, 40);
  doc.moveDown(0.6);
  doc.font(BOLD).fontSize(13).fillColor(INK).text(pdfText(text), MARGIN, doc.y);
  const y = doc.y + 2;
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + contentWidth(doc), y)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  doc.y = y + 6;
}

function body(doc: Doc, text: string, options: { color?: string; size?: number; bold?: boolean } = {}): void {
  doc
    .font(options.bold ? BOLD : REGULAR)
    .fontSize(options.size ?? 10)
    .fillColor(options.color ?? INK)
    .text(pdfText(text), MARGIN, doc.y, { width: contentWidth(doc) });
}

function bullets(doc: Doc, items: string[]): void {
  for (const item of items) {
    room(doc, 16);
    doc.font(REGULAR).fontSize(10).fillColor(INK);
    const y = doc.y;
    doc.text("•", MARGIN, y);
    doc.text(pdfText(item), MARGIN + 12, y, { width: contentWidth(doc) - 12 });
    doc.moveDown(0.2);
  }
}

/** The white-label header: the workspace's logo and name, the report's title and date. */
function header(doc: Doc, report: Report, subtitle: string | null): void {
  const { branding } = report;
  let x = MARGIN;
  const top = MARGIN;
  if (branding.logoPng) {
    const logo = Buffer.from(branding.logoPng);
    const size = fitted(doc, logo, 160, 48);
    doc.image(logo, MARGIN, top, size);
    x = MARGIN + size.width + 14;
  }
  const width = doc.page.width - MARGIN - x;
  doc.font(BOLD).fontSize(20).fillColor(INK).text(pdfText(branding.workspaceName), x, top, { width });
  doc
    .font(REGULAR)
    .fontSize(11)
    .fillColor(MUTED)
    .text(`${TITLES[report.kind]} · ${day(report.generatedAt)}`, x);
  if (subtitle) doc.text(pdfText(subtitle), x, doc.y, { width });
  doc.y = Math.max(doc.y, branding.logoPng ? top + 52 : doc.y) + 8;
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + contentWidth(doc), doc.y)
    .lineWidth(1.5)
    .strokeColor(ACCENT)
    .stroke();
  doc.y += 12;
}

/** A horizontal bar for a 0–10 value. */
function bar(doc: Doc, x: number, y: number, width: number, value: number): void {
  doc.roundedRect(x, y, width, 6, 3).fill(RULE);
  const filled = Math.max(0, Math.min(1, value / 10)) * width;
  if (filled > 0)
    doc.roundedRect(x, y, Math.max(filled, 6), 6, 3).fill(value >= 8 ? "#16a34a" : value >= 6 ? ACCENT : "#dc2626");
  doc.fillColor(INK);
}

function breakdown(doc: Doc, r: AnalysisResult): void {
  if (r.score_breakdown.length === 0) {
    body(doc, "No score breakdown was stored for this analysis.", { color: MUTED });
    return;
  }
  const w = contentWidth(doc);
  for (const f of r.score_breakdown) {
    room(doc, 34);
    const y = doc.y;
    doc.font(BOLD).fontSize(10).fillColor(INK).text(pdfText(f.factor), MARGIN, y, { width: 150 });
    bar(doc, MARGIN + 160, y + 3, w - 300, f.score);
    doc
      .font(REGULAR)
      .fontSize(10)
      .text(`${f.score.toFixed(1)} / 10`, MARGIN + w - 130, y, { width: 60, align: "right" })
      .fillColor(MUTED)
      .text(`weight ${Math.round(f.weight * 100)}%`, MARGIN + w - 64, y, { width: 64, align: "right" });
    doc.fontSize(8.5).text(pdfText(f.evidence), MARGIN, y + 14, { width: w });
    doc.moveDown(0.4);
  }
}

function palette(doc: Doc, r: AnalysisResult): void {
  if (r.palette.length === 0) {
    body(doc, "No palette was measured.", { color: MUTED });
    return;
  }
  room(doc, 40);
  const y = doc.y;
  const cell = contentWidth(doc) / Math.min(r.palette.length, 6);
  r.palette.slice(0, 6).forEach((c, i) => {
    const x = MARGIN + i * cell;
    doc.rect(x, y, 18, 18).fillAndStroke(c.hex, RULE);
    doc
      .font(BOLD)
      .fontSize(8.5)
      .fillColor(INK)
      .text(c.hex.toUpperCase(), x + 22, y, { width: cell - 24 })
      .font(REGULAR)
      .fillColor(MUTED)
      .text(pdfText(`${c.name} · ${share(c)}`), x + 22, y + 10, { width: cell - 24 });
  });
  doc.y = y + 30;
}

function analysisPages(doc: Doc, a: ReportAnalysis): void {
  const r = a.result;
  const w = contentWidth(doc);
  const top = doc.y;
  let imageBottom = top;
  let x = MARGIN;
  if (a.imageJpeg) {
    const img = Buffer.from(a.imageJpeg);
    const size = fitted(doc, img, 230, 260);
    doc.image(img, MARGIN, top, size);
    imageBottom = top + size.height;
    x = MARGIN + size.width + 20;
  }
  const width = MARGIN + w - x;
  doc.font(BOLD).fontSize(14).fillColor(INK).text(pdfText(a.filename), x, top, { width });
  doc
    .font(REGULAR)
    .fontSize(9.5)
    .fillColor(MUTED)
    .text(`Analysed ${day(a.createdAt)}`, x, doc.y, { width });
  doc.moveDown(0.6);
  doc.font(BOLD).fontSize(40).fillColor(ACCENT).text(score10(r.effectiveness_score), x, doc.y, { width });
  doc.font(REGULAR).fontSize(10).fillColor(MUTED).text("Effectiveness score", x, doc.y, { width });
  doc.moveDown(0.6);
  for (const f of keyFindings(r)) {
    doc.font(BOLD).fontSize(9.5).fillColor(INK).text(`${f.label}: `, x, doc.y, { width, continued: true });
    doc.font(REGULAR).text(pdfText(f.value));
  }
  doc.y = Math.max(doc.y, imageBottom) + 6;

  heading(doc, "Score breakdown");
  breakdown(doc, r);
  heading(doc, "Palette");
  palette(doc, r);
  heading(doc, "Placements");
  const placements = placementLines(r);
  if (placements.length) bullets(doc, placements);
  else body(doc, "The size matches no standard placement.", { color: MUTED });
  if (a.brandFit) {
    heading(doc, "Brand fit");
    bullets(doc, a.brandFit);
  }

  if (a.heatmapJpeg) {
    const img = Buffer.from(a.heatmapJpeg);
    const size = fitted(doc, img, w * 0.6, 280);
    room(doc, size.height + 60);
    heading(doc, "Attention heatmap");
    const line = attentionLine(r);
    if (line) body(doc, line, { color: MUTED, size: 9.5 });
    doc.moveDown(0.3);
    doc.image(img, MARGIN, doc.y, size);
    doc.y += size.height + 4;
  }

  heading(doc, "Recommendations");
  if (r.recommendations.length) bullets(doc, r.recommendations);
  else body(doc, "No recommendations: nothing stood out to improve.", { color: MUTED });
  if (r.strengths.length) {
    heading(doc, "Strengths");
    bullets(doc, r.strengths);
  }
}

function comparisonPages(
  doc: Doc,
  analyses: ReportAnalysis[],
  summary: Extract<Report, { kind: "comparison" }>["summary"],
): void {
  const w = contentWidth(doc);
  body(doc, `Best performer: ${summary.best_performer.filename} (${score10(summary.best_performer.score)})`, {
    bold: true,
  });
  body(doc, `Average score: ${score10(summary.average_score)}   ·   Common theme: ${summary.common_theme}`);
  doc.moveDown(0.6);

  const col = w / analyses.length;
  const top = doc.y;
  let tallest = 0;
  analyses.forEach((a, i) => {
    const x = MARGIN + i * col;
    let y = top;
    if (a.imageJpeg) {
      const img = Buffer.from(a.imageJpeg);
      const size = fitted(doc, img, col - 12, 150);
      doc.image(img, x, y, size);
      y += size.height + 6;
    }
    doc
      .font(BOLD)
      .fontSize(9.5)
      .fillColor(INK)
      .text(pdfText(a.filename), x, y, { width: col - 12 });
    doc
      .font(BOLD)
      .fontSize(20)
      .fillColor(ACCENT)
      .text(score10(a.result.effectiveness_score), x, doc.y, { width: col - 12 });
    doc
      .font(REGULAR)
      .fontSize(8.5)
      .fillColor(MUTED)
      .text(pdfText(a.result.ad_type || "Unknown"), x, doc.y, { width: col - 12 });
    tallest = Math.max(tallest, doc.y - top);
  });
  doc.y = top + tallest + 8;

  heading(doc, "Score breakdown");
  const factors = [...new Set(analyses.flatMap((a) => a.result.score_breakdown.map((f) => f.factor)))];
  const label = 130;
  const cell = (w - label) / analyses.length;
  for (const factor of factors) {
    room(doc, 18);
    const y = doc.y;
    doc
      .font(BOLD)
      .fontSize(9.5)
      .fillColor(INK)
      .text(pdfText(factor), MARGIN, y, { width: label - 6 });
    analyses.forEach((a, i) => {
      const f = a.result.score_breakdown.find((s) => s.factor === factor);
      const x = MARGIN + label + i * cell;
      if (f) {
        bar(doc, x, y + 3, cell - 50, f.score);
        doc
          .font(REGULAR)
          .fontSize(9.5)
          .fillColor(INK)
          .text(f.score.toFixed(1), x + cell - 44, y, { width: 36, align: "right" });
      } else doc.font(REGULAR).fontSize(9.5).fillColor(MUTED).text("–", x, y);
    });
    doc.y = y + 18;
  }

  heading(doc, "Recommendations");
  for (const a of analyses) {
    room(doc, 40);
    body(doc, a.filename, { bold: true });
    if (a.result.recommendations.length) bullets(doc, a.result.recommendations.slice(0, 4));
    else body(doc, "Nothing stood out to improve.", { color: MUTED });
    doc.moveDown(0.3);
  }
  const withFit = analyses.filter((a) => a.brandFit);
  if (withFit.length) {
    heading(doc, "Brand fit");
    for (const a of withFit) {
      room(doc, 40);
      body(doc, a.filename, { bold: true });
      bullets(doc, a.brandFit ?? []);
      doc.moveDown(0.3);
    }
  }
}

function creativeRow(doc: Doc, items: ReportCreative[]): void {
  if (items.length === 0) {
    body(doc, "Not enough analyses yet.", { color: MUTED });
    return;
  }
  room(doc, 150);
  const col = contentWidth(doc) / 3;
  const top = doc.y;
  let tallest = 0;
  items.forEach((c, i) => {
    const x = MARGIN + i * col;
    let y = top;
    if (c.thumbJpeg) {
      const img = Buffer.from(c.thumbJpeg);
      const size = fitted(doc, img, col - 16, 90);
      doc.image(img, x, y, size);
      y += size.height + 4;
    }
    doc
      .font(BOLD)
      .fontSize(9)
      .fillColor(INK)
      .text(pdfText(c.filename), x, y, { width: col - 16 });
    doc
      .font(REGULAR)
      .fontSize(9)
      .fillColor(MUTED)
      .text(`${score10(c.score)} · ${day(c.createdAt)}`, x, doc.y, { width: col - 16 });
    tallest = Math.max(tallest, doc.y - top);
  });
  doc.y = top + tallest + 8;
}

function workspacePages(doc: Doc, o: WorkspaceOverview): void {
  const w = contentWidth(doc);
  const stats: [string, string][] = [
    ["Analyses", String(o.total)],
    ["Average score", o.total ? score10(o.averageScore) : "–"],
    ["Message clarity", o.total ? score10(o.averageClarity) : "–"],
    ["Scored 8 or more", String(o.distribution.high)],
  ];
  const top = doc.y;
  const cell = w / stats.length;
  stats.forEach(([label, value], i) => {
    const x = MARGIN + i * cell;
    doc
      .roundedRect(x, top, cell - 10, 58, 6)
      .lineWidth(0.8)
      .strokeColor(RULE)
      .stroke();
    doc
      .font(BOLD)
      .fontSize(18)
      .fillColor(ACCENT)
      .text(value, x + 10, top + 10, { width: cell - 30 });
    doc
      .font(REGULAR)
      .fontSize(9)
      .fillColor(MUTED)
      .text(label, x + 10, top + 36, { width: cell - 30 });
  });
  doc.y = top + 70;

  heading(doc, "Trend: the last six months");
  const chartTop = doc.y;
  const chartHeight = 70;
  const slot = w / o.trend.length;
  o.trend.forEach((m, i) => {
    const x = MARGIN + i * slot;
    const h = (m.avgEffectiveness / 10) * chartHeight;
    if (m.count > 0) doc.rect(x + slot * 0.25, chartTop + chartHeight - h, slot * 0.5, h).fill(ACCENT);
    doc
      .font(REGULAR)
      .fontSize(8.5)
      .fillColor(INK)
      .text(m.count > 0 ? m.avgEffectiveness.toFixed(1) : "–", x, chartTop + chartHeight + 3, {
        width: slot,
        align: "center",
      })
      .fillColor(MUTED)
      .text(`${m.month} · ${m.count}`, x, doc.y, { width: slot, align: "center" });
  });
  doc.y = chartTop + chartHeight + 30;

  heading(doc, "Top creatives");
  creativeRow(doc, o.top);
  heading(doc, "Weakest creatives");
  creativeRow(doc, o.bottom);
  heading(doc, "Most common recommendations");
  if (o.recommendations.length)
    bullets(
      doc,
      o.recommendations.map((r) => `${r.text} (${r.count}×)`),
    );
  else body(doc, "No recommendations yet.", { color: MUTED });
  if (o.brandFit) {
    heading(doc, "Brand fit");
    bullets(doc, o.brandFit);
  }
}

/** Page numbers on every page, and the AdLens credit where the plan is not white-label. */
function footers(doc: Doc, report: Report): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Writing below the bottom margin would otherwise start a new page.
    doc.page.margins.bottom = 0;
    const y = doc.page.height - MARGIN + 6;
    doc.font(REGULAR).fontSize(8).fillColor(MUTED);
    if (report.branding.credit) doc.text(CREDIT, MARGIN, y, { lineBreak: false });
    doc.text(`Page ${i + 1} of ${range.count}`, MARGIN, y, {
      width: contentWidth(doc),
      align: "right",
      lineBreak: false,
    });
  }
}

/** The report as a PDF (A4), in DejaVu Sans (embedded, subset). */
export function renderPdf(report: Report): Promise<Uint8Array> {
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    bufferPages: true,
    info: {
      Title: pdfText(`${report.branding.workspaceName} – ${TITLES[report.kind]}`),
      Creator: report.branding.credit ? "AdLens" : "",
    },
  });
  doc.registerFont(REGULAR, FONT_FILES.regular);
  doc.registerFont(BOLD, FONT_FILES.bold);
  doc.font(REGULAR);
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on("error", reject);
  });
  if (report.kind === "analysis") {
    header(doc, report, null);
    analysisPages(doc, report.analysis);
  } else if (report.kind === "comparison") {
    header(doc, report, `${report.analyses.length} creatives side by side`);
    comparisonPages(doc, report.analyses, report.summary);
  } else {
    header(
      doc,
      report,
      report.overview.project ? `Project: ${report.overview.project}` : "All analyses in the workspace",
    );
    workspacePages(doc, report.overview);
  }
  footers(doc, report);
  doc.end();
  return done;
}
