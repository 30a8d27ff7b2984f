import { useState } from "react";
import { toast } from "../../components/ui/index.ts";
import { errorMessage } from "../../lib/errors.ts";
import { dateStamp, downloadBlob } from "./download.ts";
import type { Workspace } from "./workspaces.ts";

/** Plans whose workspaces get per-analysis and comparison reports (the API refuses the others). */
export function reportsAllowed(plan: Workspace["plan"] | undefined): boolean {
  return plan === "pro" || plan === "enterprise";
}

/** As the API names report files: any script, with separators, controls and spaces as "-". */
const slug = (s: string) =>
  s
    .normalize("NFC")
    .replace(/[\p{C}\p{Z}\s\\/:*?"<>|;]+/gu, "-")
    .replace(/-{2,}/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);

/** The names reports are saved under, as the API names them in Content-Disposition. */
export const reportFilenames = {
  analysis: (filename: string) => `${slug(filename.replace(/\.[A-Za-z0-9]{1,5}$/, "")) || "analysis"}-report.pdf`,
  comparison: () => `comparison-report-${dateStamp()}.pdf`,
  workspace: (name: string) => `${slug(name) || "workspace"}-enterprise-report-${dateStamp()}.pdf`,
};

/** Downloads a PDF report, one at a time, with a toast either way. */
export function useReportDownload() {
  const [busy, setBusy] = useState(false);
  async function run(filename: string, fetchReport: () => Promise<Blob>) {
    setBusy(true);
    try {
      downloadBlob(filename, await fetchReport());
      toast.success("Report downloaded", { description: filename });
    } catch (error) {
      toast.error("Report failed", {
        description: errorMessage(error, "The report could not be made. Please try again."),
      });
    } finally {
      setBusy(false);
    }
  }
  return { busy, run };
}
