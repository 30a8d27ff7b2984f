import { type CsvProblem, type OutcomeInput, type OutcomesImport, parseOutcomesCsv } from "@adlens/sdk";
import { useQueryClient } from "@tanstack/react-query";
import { Upload } from "lucide-react";
import { useState } from "react";
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Label,
  toast,
} from "../../components/ui/index.ts";
import { client } from "../../lib/api.ts";
import { errorMessage } from "../../lib/errors.ts";
import { outcomeKeys, usePerformanceModels } from "../lib/outcomes.ts";
import { can } from "../lib/permissions.ts";
import type { Workspace } from "../lib/workspaces.ts";

const STATUS_LABEL = { fitted: "Predicts", no_signal: "No signal", insufficient_data: "Too few analyses" } as const;

/**
 * Enterprise outcomes: upload a CSV of each ad's results, then follow the workspace's performance
 * model as it is refitted, with its validation (docs/custom-models.md).
 */
export function OutcomesTab({ workspace }: { workspace: Workspace }) {
  const qc = useQueryClient();
  const [file, setFile] = useState<{ name: string; outcomes: OutcomeInput[]; problems: CsvProblem[] } | null>(null);
  const [result, setResult] = useState<OutcomesImport | null>(null);
  const [awaiting, setAwaiting] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const models = usePerformanceModels(awaiting);
  const list = models.data ?? [];
  const latest = list[0];
  const writes = can(workspace.role, "outcomes.write");

  const choose = async (chosen: File | undefined) => {
    setResult(null);
    if (!chosen) return setFile(null);
    setFile({ name: chosen.name, ...parseOutcomesCsv(await chosen.text()) });
  };

  const submit = async () => {
    if (!file?.outcomes.length) return;
    setBusy(true);
    try {
      const done = await client.outcomes.import(file.outcomes);
      setResult(done);
      if (done.refit_queued) setAwaiting(latest?.version ?? 0);
      toast.success("Outcomes imported", { description: `${done.imported} analyses updated.` });
      await qc.invalidateQueries({ queryKey: outcomeKeys.models });
      await qc.invalidateQueries({ queryKey: ["analysis-performance"] });
    } catch (e) {
      toast.error("Outcomes not imported", { description: errorMessage(e) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle>Import outcomes</CardTitle>
          <CardDescription>
            A CSV with a header naming <code>analysis_id</code> or <code>filename</code>, <code>impressions</code> and{" "}
            <code>clicks</code> (optionally <code>conversions</code> and <code>spend</code>). Each row replaces that
            analysis's earlier figures; the workspace's model is refitted afterwards.
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          {writes ? (
            <>
              <div className="space-y-2">
                <Label htmlFor="outcomes-file">Outcomes CSV</Label>
                <input
                  id="outcomes-file"
                  type="file"
                  accept=".csv,text/csv"
                  className="block w-full text-sm file:mr-3 file:rounded-md file:border file:border-border file:bg-card file:px-3 file:py-1.5"
                  onChange={(e) => void choose(e.target.files?.[0])}
                />
              </div>
              {file ? (
                <div className="space-y-2 text-sm" role="status">
                  <p>
                    {file.name}: {file.outcomes.length} row(s) ready
                    {file.problems.length ? `, ${file.problems.length} that cannot be read` : ""}.
                  </p>
                  {file.problems.length ? (
                    <ul className="list-disc pl-5 text-destructive" aria-label="Rows that cannot be read">
                      {file.problems.slice(0, 10).map((p) => (
                        <li key={p.line}>
                          Line {p.line}: {p.message}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                  <Button onClick={() => void submit()} loading={busy} disabled={!file.outcomes.length}>
                    {busy ? null : <Upload aria-hidden="true" className="size-4" />}
                    Import {file.outcomes.length} row(s)
                  </Button>
                </div>
              ) : null}
              {result ? (
                <div className="space-y-1 text-sm" data-testid="outcomes-result">
                  <p>Imported outcomes for {result.imported} analyses.</p>
                  {result.unmatched.length ? (
                    <ul className="list-disc pl-5 text-muted-foreground" aria-label="Rows not imported">
                      {result.unmatched.map((u) => (
                        <li key={u.index}>
                          {u.key}: {u.reason}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </div>
              ) : null}
            </>
          ) : (
            <p className="text-sm text-muted-foreground">As a viewer you can see the model, but not import outcomes.</p>
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>This workspace's performance model</CardTitle>
          <CardDescription>
            Fitted on your own results, checked by 5-fold cross-validation. Predictions are shown only when it ranks
            held-out ads better than chance.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {list.length === 0 ? (
            <p className="text-sm text-muted-foreground">No fits yet: import outcomes to start.</p>
          ) : (
            <table className="w-full text-left text-sm" aria-label="Model fits">
              <thead className="text-muted-foreground">
                <tr>
                  <th className="py-2 pr-3 font-medium">Version</th>
                  <th className="py-2 pr-3 font-medium">Status</th>
                  <th className="py-2 pr-3 font-medium">Analyses</th>
                  <th className="py-2 pr-3 font-medium">CV rank correlation</th>
                  <th className="py-2 font-medium">What drives it</th>
                </tr>
              </thead>
              <tbody>
                {list.map((m) => (
                  <tr key={m.id} className="border-t border-border align-top">
                    <td className="py-2 pr-3">v{m.version}</td>
                    <td className="py-2 pr-3">
                      <Badge variant={m.status === "fitted" ? "default" : "outline"}>{STATUS_LABEL[m.status]}</Badge>
                    </td>
                    <td className="py-2 pr-3 tabular-nums">
                      {m.sample_size}
                      {m.sample_size < m.min_sample_size ? ` of ${m.min_sample_size} needed` : ""}
                    </td>
                    <td className="py-2 pr-3 tabular-nums">
                      {m.cv_rank_correlation === null ? "—" : m.cv_rank_correlation.toFixed(2)}
                    </td>
                    <td className="py-2">
                      {m.drivers.length ? m.drivers.map((d) => `${d.label} ${d.effect} CTR`).join("; ") : "—"}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
