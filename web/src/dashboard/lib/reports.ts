import { useState } from "react";
import { toast } from "../../components/ui/index.ts";
import { errorMessage } from "../../lib/errors.ts";
import { downloadBlob } from "./download.ts";
import type { Workspace } from "./workspaces.ts";

/** Plans whose workspaces get per-analysis and comparison reports (the API refuses the others). */
export function reportsAllowed(plan: Workspace["plan"] | undefined): boolean {
  return plan === "pro" || plan === "enterprise";
}

/** Downloads a PDF report under the name the API gives it, one at a time, with a toast either way. */
export function useReportDownload() {
  const [busy, setBusy] = useState(false);
  async function run(fetchReport: () => Promise<File>) {
    setBusy(true);
    try {
      const file = await fetchReport();
      downloadBlob(file.name, file);
      toast.success("Report downloaded", { description: file.name });
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
