import { writeFile } from "node:fs/promises";
import type { ReportFormat } from "@adlens/sdk";
import { Option } from "commander";
import type { GlobalOptions } from "./context.ts";
import { printJson } from "./output.ts";
import { withSpinner } from "./progress.ts";

export interface ReportOptions extends GlobalOptions {
  format: ReportFormat;
  output?: string;
}

export const formatOption = () =>
  new Option("-f, --format <format>", "pdf, or html for a printable page").choices(["pdf", "html"]).default("pdf");

export const outputHelp = "write to this file (default: <name>.<format> here); - for stdout";

/**
 * Downloads a report and writes it where asked: a file (named after what it reports on unless
 * -o names one) or stdout with `-o -`. Says what it wrote on stderr, or as JSON.
 */
export async function saveReport(
  opts: ReportOptions,
  json: boolean,
  defaultName: string,
  download: () => Promise<Blob>,
): Promise<void> {
  const toStdout = opts.output === "-";
  const blob = await withSpinner("Building the report", !json && !toStdout, download);
  const bytes = new Uint8Array(await blob.arrayBuffer());
  if (toStdout) return void process.stdout.write(bytes);
  const file = opts.output ?? `${defaultName}.${opts.format}`;
  await writeFile(file, bytes);
  if (json) return printJson({ file, format: opts.format, bytes: bytes.byteLength });
  process.stderr.write(`Wrote ${opts.format.toUpperCase()} report to ${file}\n`);
}
