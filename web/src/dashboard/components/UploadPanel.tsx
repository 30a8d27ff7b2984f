import { CheckCircle2, ImageUp, LoaderCircle, MinusCircle, XCircle } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, toast } from "../../components/ui/index.ts";
import { client } from "../../lib/api.ts";
import { cn } from "../../lib/cn.ts";
import { useFileDrop } from "../../lib/file-drop.ts";
import { analysisFailureMessage, readError } from "../lib/errors.ts";
import { ACCEPT_ATTRIBUTE, checkFile, MAX_FILE_BYTES, REJECTION_TITLES, type Rejection } from "../lib/files.ts";
import { useRefreshAfterChange } from "../lib/queries.ts";

/** "not-sent": over what is left of the month, so never uploaded (and never counted). */
type Status = "queued" | "analyzing" | "done" | "failed" | "not-sent";

interface Job {
  key: string;
  file: File;
  status: Status;
  error?: string;
}

export interface UploadPanelProps {
  /** Most files one drop may hold (spec 02 §5: Pro 20, Basic 300, Enterprise 100). */
  batchLimit: number;
  /** Analyses left this month, when known: a bigger drop sends this many and lists the rest. */
  remaining: number | null;
  /** The plan's monthly allowance, named when a drop does not fit in what is left of it. */
  monthlyLimit: number;
  title?: string;
  description?: string;
  /** Shown but not yet usable (the page is still reading what is left of the month). */
  disabled?: boolean;
}

const NOT_SENT = "Not sent: monthly limit";

/** Several uploads run at once, but few: the server analyses on a bounded worker pool anyway. */
const CONCURRENCY = 2;

export function UploadPanel({ batchLimit, remaining, monthlyLimit, title, description, disabled }: UploadPanelProps) {
  const [jobs, setJobs] = useState<Job[]>([]);
  const inputRef = useRef<HTMLInputElement>(null);
  const refresh = useRefreshAfterChange();
  const inputId = useId();
  const { dragging, dropHandlers } = useFileDrop((files) => void accept(files));
  const busy = jobs.some((j) => j.status === "queued" || j.status === "analyzing");

  const update = (key: string, patch: Partial<Job>) =>
    setJobs((all) => all.map((j) => (j.key === key ? { ...j, ...patch } : j)));

  async function runQueue(queue: Job[]) {
    let stopped = false;
    const next = async (): Promise<void> => {
      const job = queue.shift();
      if (!job) return;
      if (stopped) {
        update(job.key, { status: "not-sent", error: NOT_SENT });
        return next();
      }
      update(job.key, { status: "analyzing" });
      try {
        const created = await client.analyses.create({ file: job.file, filename: job.file.name });
        if (!created) throw new Error("No analysis data received from the server");
        update(job.key, { status: "done" });
        toast.success("Analysis complete", { description: `Successfully analyzed ${job.file.name}` });
        void refresh();
      } catch (error) {
        const message = analysisFailureMessage(error);
        if (readError(error).code === "quota_exceeded") stopped = true;
        update(job.key, { status: "failed", error: message });
        toast.error("Analysis failed", { description: message });
      }
      return next();
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, queue.length) }, next));
  }

  async function accept(list: File[]) {
    if (list.length === 0 || busy || disabled) return;
    if (list.length > batchLimit) {
      toast.error(REJECTION_TITLES["too-many"], {
        description: `You can upload at most ${batchLimit} images at once.`,
      });
      return;
    }
    const checks = await Promise.all(list.map(checkFile));
    const rejected = checks.filter((r): r is Rejection => r !== null);
    for (const reason of new Set(rejected.map((r) => r.reason))) {
      const items = rejected.filter((r) => r.reason === reason);
      toast.error(REJECTION_TITLES[reason], { description: items.map((r) => r.message).join("\n") });
    }
    const accepted = list.filter((_, i) => checks[i] === null);
    if (accepted.length === 0) return;
    // What fits in the month is sent, in the order picked; the rest is listed as not sent.
    const fits = remaining === null ? accepted.length : Math.min(remaining, accepted.length);
    const queue: Job[] = accepted.map((file, i) => ({
      key: crypto.randomUUID(),
      file,
      status: i < fits ? "queued" : "not-sent",
      ...(i < fits ? {} : { error: NOT_SENT }),
    }));
    setJobs(queue);
    if (fits < accepted.length) {
      const left = accepted.slice(fits).map((f) => f.name);
      // Longer than the usual toast: the list below goes when the month's last upload lands.
      toast.error("Upload limit exceeded", {
        duration: 15_000,
        description: `${overQuotaMessage(fits, accepted.length, monthlyLimit)} Not sent: ${left.join(", ")}.`,
      });
    }
    await runQueue(queue.filter((j) => j.status === "queued"));
  }

  const done = jobs.filter((j) => j.status === "done" || j.status === "failed").length;
  const active = jobs.filter((j) => j.status === "analyzing");

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ImageUp aria-hidden="true" className="size-5 text-primary" />
          {title ?? "Image Analysis"}
        </CardTitle>
        <CardDescription>
          {description ??
            `Upload JPEG, PNG or WebP ads up to ${MAX_FILE_BYTES / 1024 / 1024} MB each, up to ${batchLimit} at a time.`}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div
          data-testid="upload-dropzone"
          {...dropHandlers}
          className={cn(
            "flex flex-col items-center justify-center gap-3 rounded-lg border-2 border-dashed p-8 text-center transition-colors",
            dragging ? "border-primary bg-secondary" : "border-input",
          )}
        >
          <ImageUp aria-hidden="true" className="size-10 text-muted-foreground" />
          <p className="text-sm text-muted-foreground">Drag and drop images here, or</p>
          <Button onClick={() => inputRef.current?.click()} disabled={busy || disabled}>
            Choose images
          </Button>
          <label htmlFor={inputId} className="sr-only">
            Upload images
          </label>
          <input
            id={inputId}
            ref={inputRef}
            type="file"
            multiple
            accept={ACCEPT_ATTRIBUTE}
            className="sr-only"
            tabIndex={-1}
            onChange={(e) => {
              const files = Array.from(e.target.files ?? []);
              e.target.value = "";
              void accept(files);
            }}
          />
        </div>
        {jobs.length > 0 ? (
          <div className="space-y-2" aria-live="polite">
            {busy ? (
              <p className="text-sm font-medium">
                {active.length > 0 ? active.map((j) => `Analyzing ${j.file.name}`).join(", ") : "Analyzing"}
                <span className="text-muted-foreground">
                  {" "}
                  ({done} of {jobs.length} done)
                </span>
              </p>
            ) : null}
            <ul className="max-h-60 space-y-1 overflow-y-auto text-sm">
              {jobs.map((job) => (
                <li key={job.key} className="flex items-center gap-2">
                  <JobIcon status={job.status} />
                  <span className="truncate">{job.file.name}</span>
                  <span className="ml-auto shrink-0 text-xs text-muted-foreground">
                    {job.error ?? STATUS_TEXT[job.status]}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}

const STATUS_TEXT: Record<Status, string> = {
  queued: "Waiting",
  analyzing: "Analyzing",
  done: "Done",
  failed: "Failed",
  "not-sent": "Not sent",
};

/** Why part of a drop stayed behind: how many were sent and what the month allows. */
function overQuotaMessage(sent: number, picked: number, monthlyLimit: number): string {
  const allowance = `${monthlyLimit.toLocaleString("en-US")} analyses a month`;
  if (sent === 0) return `Your plan's ${allowance} are used up, so none of the ${picked} images were sent.`;
  return `${sent} of ${picked} images sent: that is all that was left of your plan's ${allowance}.`;
}

function JobIcon({ status }: { status: Status }) {
  if (status === "analyzing") return <LoaderCircle aria-hidden="true" className="size-4 animate-spin text-primary" />;
  if (status === "done") return <CheckCircle2 aria-hidden="true" className="size-4 text-success" />;
  if (status === "not-sent") return <MinusCircle aria-hidden="true" className="size-4 text-muted-foreground" />;
  if (status === "failed") return <XCircle aria-hidden="true" className="size-4 text-destructive" />;
  return <span aria-hidden="true" className="size-4 rounded-full border border-input" />;
}
