import { t } from "elysia";
import { renderHtml } from "../../services/reports/html.ts";
import type { Report } from "../../services/reports/model.ts";
import { renderPdf } from "../../services/reports/pdf.ts";
import { contentDisposition, reportFilename } from "../../services/reports/text.ts";

export const REPORT_FORMATS = ["pdf", "html"] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

export const ReportFormatQuery = {
  format: t.Optional(
    t.UnionEnum([...REPORT_FORMATS], {
      default: "pdf",
      error: "format: pdf or html",
      description: "`pdf` (A4, a download) or `html` (a printable page, opened in the browser)",
    }),
  ),
};

/** The 200 of every report route: a PDF or an HTML page, documented as both media types. */
export const ReportFile = t.File({
  description: "The report: application/pdf, or text/html with format=html",
  "x-media-types": ["application/pdf", "text/html"],
});

/**
 * A report as the answer: the PDF as a download, the HTML page inline (it prints from the
 * browser), both named after what they report on. The page has no script and loads nothing, so
 * its CSP allows only its inline styles and images.
 */
export async function reportResponse(report: Report, format: ReportFormat): Promise<Response> {
  const common = { "cache-control": "private, no-store", "x-content-type-options": "nosniff" };
  if (format === "html") {
    const html = renderHtml(report);
    return new Response(html, {
      headers: {
        ...common,
        "content-type": "text/html; charset=utf-8",
        "content-disposition": contentDisposition("inline", reportFilename(report, "html")),
        "content-security-policy":
          "default-src 'none'; img-src data:; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
      },
    });
  }
  const pdf = await renderPdf(report);
  return new Response(pdf as Uint8Array<ArrayBuffer>, {
    headers: {
      ...common,
      "content-type": "application/pdf",
      "content-length": String(pdf.byteLength),
      "content-disposition": contentDisposition("attachment", reportFilename(report, "pdf")),
    },
  });
}
