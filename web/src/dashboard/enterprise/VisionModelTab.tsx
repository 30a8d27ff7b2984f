import type { VisionModelTest } from "@adlens/sdk";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Input,
  Label,
  toast,
} from "../../components/ui/index.ts";
import { client } from "../../lib/api.ts";
import { errorMessage } from "../../lib/errors.ts";
import { can } from "../lib/permissions.ts";
import type { Workspace } from "../lib/workspaces.ts";

/** The workspace's own OpenAI-compatible vision model: set it, test it, or go back to the instance's. */
export function VisionModelTab({ workspace }: { workspace: Workspace }) {
  const qc = useQueryClient();
  const allowed = can(workspace.role, "vision_model.manage");
  const key = ["vision-model", workspace.id];
  const current = useQuery({ queryKey: key, queryFn: () => client.visionModel.get(workspace.id), enabled: allowed });
  const [baseUrl, setBaseUrl] = useState("");
  const [model, setModel] = useState("");
  const [apiKey, setApiKey] = useState("");
  const [test, setTest] = useState<VisionModelTest | null>(null);
  const [busy, setBusy] = useState<"save" | "test" | "remove" | null>(null);

  if (!allowed) {
    return <p className="text-sm text-muted-foreground">Only the owner and admins can choose the workspace's model.</p>;
  }
  const m = current.data;

  const act = async (what: "save" | "test" | "remove") => {
    setBusy(what);
    try {
      if (what === "save") {
        await client.visionModel.set(workspace.id, {
          base_url: baseUrl || m?.base_url || "",
          model: model || m?.model || "",
          ...(apiKey ? { api_key: apiKey } : {}),
        });
        setApiKey("");
        setTest(null);
        toast.success("Vision model saved");
      } else if (what === "test") {
        setTest(await client.visionModel.test(workspace.id));
      } else {
        await client.visionModel.remove(workspace.id);
        setTest(null);
        toast.success("Back to the instance's model");
      }
      await qc.invalidateQueries({ queryKey: key });
    } catch (e) {
      toast.error("Not done", { description: errorMessage(e) });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Your own vision model</CardTitle>
        <CardDescription>
          Any OpenAI-compatible endpoint (OpenAI, Azure, vLLM, Ollama…). New analyses in this workspace are enriched by
          it; the key is stored encrypted and never shown again.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <p className="text-sm" role="status">
          {m?.configured ? `Using ${m.model} at ${m.base_url} (key ${m.key_hint}).` : "Using the instance's model."}
        </p>
        <div className="grid gap-4 md:grid-cols-3">
          <div className="space-y-1">
            <Label htmlFor="vm-url">Endpoint URL</Label>
            <Input
              id="vm-url"
              placeholder={m?.base_url ?? "https://llm.example.com/v1"}
              value={baseUrl}
              onChange={(e) => setBaseUrl(e.target.value)}
            />
          </div>
          <div className="space-y-1">
            <Label htmlFor="vm-model">Model</Label>
            <Input
              id="vm-model"
              placeholder={m?.model ?? "gpt-4o-mini"}
              value={model}
              onChange={(e) => setModel(e.target.value)}
            />
          </div>
          <div className="space-y-1">
            <Label htmlFor="vm-key">API key</Label>
            <Input
              id="vm-key"
              type="password"
              autoComplete="off"
              placeholder={m?.configured ? "leave empty to keep the stored key" : ""}
              value={apiKey}
              onChange={(e) => setApiKey(e.target.value)}
            />
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => void act("save")} loading={busy === "save"}>
            Save model
          </Button>
          {m?.configured ? (
            <>
              <Button variant="outline" onClick={() => void act("test")} loading={busy === "test"}>
                Test connection
              </Button>
              <Button variant="ghost" onClick={() => void act("remove")} loading={busy === "remove"}>
                Use the instance's model
              </Button>
            </>
          ) : null}
        </div>
        {test ? (
          <p className={test.ok ? "text-sm text-success" : "text-sm text-destructive"} data-testid="vision-model-test">
            {test.message} ({test.latency_ms} ms)
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
