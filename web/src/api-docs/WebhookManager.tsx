import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { History, Plus, RefreshCw, ShieldCheck, Trash2 } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Link } from "react-router-dom";
import type { BadgeVariant } from "../components/ui/badge.tsx";
import { Badge, Button, buttonClasses, Input, Label, toast } from "../components/ui/index.ts";
import { ConfirmDialog, type ConfirmRequest } from "../dashboard/components/ConfirmDialog.tsx";
import { readError } from "../dashboard/lib/errors.ts";
import { formatDate } from "../dashboard/lib/format.ts";
import type { WebhookDelivery, WebhookEndpoint, WebhookEvent } from "../dashboard/lib/models.ts";
import { client } from "../lib/api.ts";
import { CopyButton } from "./CopyButton.tsx";

const EVENTS: { value: WebhookEvent; label: string }[] = [
  { value: "analysis.completed", label: "Analysis completed" },
  { value: "analysis.failed", label: "Analysis failed" },
  { value: "batch.completed", label: "Batch completed" },
];

const STATUS: Record<WebhookDelivery["status"], { label: string; variant: BadgeVariant }> = {
  succeeded: { label: "Succeeded", variant: "success" },
  pending: { label: "Retrying", variant: "secondary" },
  failed: { label: "Failed", variant: "destructive" },
};

const webhooksKey = ["webhooks"] as const;

interface FreshSecret {
  url: string;
  secret: string;
  rotated: boolean;
}

/**
 * Register, rotate and delete webhook endpoints (Pro and Enterprise) and read their delivery logs.
 * The signing secret is shown once, after registering or rotating, like an API token.
 */
export function WebhookManager({ apiAccess }: { apiAccess: boolean }) {
  const qc = useQueryClient();
  const [url, setUrl] = useState("");
  const [events, setEvents] = useState<WebhookEvent[]>(EVENTS.map((e) => e.value));
  const [fresh, setFresh] = useState<FreshSecret | null>(null);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const [open, setOpen] = useState<string | null>(null);

  const endpoints = useQuery({
    queryKey: webhooksKey,
    queryFn: async () => (await client.webhooks.list()).data,
    enabled: apiAccess,
    retry: false,
  });

  const create = useMutation({
    mutationFn: async () => client.webhooks.create({ url: url.trim(), events }),
    onSuccess: async (created) => {
      setFresh({ url: created.url, secret: created.secret, rotated: false });
      setUrl("");
      toast.success("Webhook endpoint added", { description: "Events are sent to it from now on." });
      await qc.invalidateQueries({ queryKey: webhooksKey });
    },
    onError: (error) =>
      toast.error("Error adding endpoint", {
        description: readError(error).message ?? "Failed to add the webhook endpoint. Please try again.",
      }),
  });

  const rotate = useMutation({
    mutationFn: async (id: string) => client.webhooks.rotateSecret(id),
    onSuccess: async (rotated) => {
      setFresh({ url: rotated.url, secret: rotated.secret, rotated: true });
      toast.success("Signing secret rotated", {
        description: "Deliveries are signed with the new secret from now on.",
      });
      await qc.invalidateQueries({ queryKey: webhooksKey });
    },
    onError: () =>
      toast.error("Error rotating secret", { description: "Failed to rotate the secret. Please try again." }),
  });

  const remove = useMutation({
    mutationFn: async (id: string) => client.webhooks.delete(id),
    onSuccess: async () => {
      toast.success("Endpoint deleted", { description: "No more events will be sent to it." });
      await qc.invalidateQueries({ queryKey: webhooksKey });
    },
    onError: () =>
      toast.error("Error deleting endpoint", { description: "Failed to delete the endpoint. Please try again." }),
  });

  if (!apiAccess) {
    return (
      <div className="rounded-lg border border-dashed border-border p-6 text-sm">
        <p className="font-medium">Webhooks are part of the Pro plan.</p>
        <p className="mt-1 text-muted-foreground">Upgrade to be told when analyses and batches finish.</p>
        <Link to="/settings?tab=billing" className={buttonClasses("default", "sm", "mt-3")}>
          Upgrade to Pro
        </Link>
      </div>
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (url.trim() && events.length > 0) create.mutate();
  }

  function toggle(value: WebhookEvent, on: boolean) {
    setEvents((current) => EVENTS.map((e) => e.value).filter((v) => (v === value ? on : current.includes(v))));
  }

  const list = endpoints.data ?? [];
  return (
    <div className="space-y-5">
      <form onSubmit={submit} className="space-y-3">
        <div className="space-y-1.5">
          <Label htmlFor="webhook-url">Endpoint URL</Label>
          <Input
            id="webhook-url"
            type="url"
            placeholder="https://example.com/adlens"
            maxLength={2000}
            value={url}
            onChange={(e) => setUrl(e.target.value)}
          />
        </div>
        <fieldset className="space-y-1.5">
          <legend className="text-sm font-medium">Events</legend>
          <div className="flex flex-wrap gap-x-5 gap-y-2">
            {EVENTS.map((e) => (
              <label key={e.value} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-4 accent-primary"
                  checked={events.includes(e.value)}
                  onChange={(change) => toggle(e.value, change.target.checked)}
                />
                {e.label}
              </label>
            ))}
          </div>
        </fieldset>
        <Button
          type="submit"
          disabled={!url.trim() || events.length === 0 || create.isPending}
          loading={create.isPending}
        >
          <Plus aria-hidden="true" className="size-4" />
          {create.isPending ? "Adding..." : "Add Endpoint"}
        </Button>
      </form>

      {fresh ? (
        <div role="status" className="space-y-2 rounded-lg border border-success-border bg-success-soft p-4 text-sm">
          <p className="font-semibold text-success">
            {fresh.rotated ? "New signing secret" : "Signing secret"} for <span className="break-all">{fresh.url}</span>
          </p>
          <p>
            Copy it now: you won't be able to see it again. Copying it closes this box.
            {fresh.rotated ? " The old secret no longer signs deliveries: update your receiver." : ""}
          </p>
          <div className="flex items-center gap-2">
            <code
              data-testid="new-webhook-secret"
              className="min-w-0 flex-1 break-all rounded bg-background px-2 py-1.5 font-mono text-xs"
            >
              {fresh.secret}
            </code>
            <CopyButton text={fresh.secret} what="signing secret" onCopied={() => setFresh(null)} />
          </div>
        </div>
      ) : null}

      <p className="flex items-start gap-2 text-xs text-muted-foreground">
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        Each delivery is signed with the endpoint's secret (the AdLens-Signature header). Deliveries that are not
        answered with a 2xx are retried with growing delays for about a day.
      </p>

      {endpoints.isPending ? (
        <p className="text-sm text-muted-foreground">Loading webhook endpoints…</p>
      ) : endpoints.isError ? (
        <p className="text-sm text-destructive">Failed to load your webhook endpoints.</p>
      ) : list.length === 0 ? (
        <p className="text-sm text-muted-foreground">No webhook endpoints yet.</p>
      ) : (
        <ul className="divide-y divide-border rounded-lg border border-border" aria-label="Webhook endpoints">
          {list.map((endpoint) => (
            <li key={endpoint.id} className="space-y-3 p-3 text-sm">
              <div className="flex flex-wrap items-center gap-3">
                <div className="min-w-0 flex-1 space-y-1">
                  <p className="break-all font-mono text-xs font-medium">{endpoint.url}</p>
                  <div className="flex flex-wrap gap-1">
                    {endpoint.events.map((e) => (
                      <Badge key={e} variant="outline">
                        {e}
                      </Badge>
                    ))}
                  </div>
                  <p className="text-xs text-muted-foreground">
                    Secret <span className="font-mono">{endpoint.secret_prefix}••••••••</span> · Added{" "}
                    {formatDate(endpoint.created_at)}
                  </p>
                </div>
                <div className="flex flex-wrap gap-1">
                  <Button
                    size="sm"
                    variant="outline"
                    aria-expanded={open === endpoint.id}
                    aria-label={`Deliveries to ${endpoint.url}`}
                    onClick={() => setOpen(open === endpoint.id ? null : endpoint.id)}
                  >
                    <History aria-hidden="true" className="size-4" />
                    Deliveries
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={`Rotate secret of ${endpoint.url}`}
                    onClick={() =>
                      setConfirm({
                        title: "Rotate Signing Secret",
                        description: `A new secret replaces the current one for “${endpoint.url}” at once: every delivery from now on is signed with it. Deliveries your receiver rejects until it has the new secret are retried for about a day.`,
                        confirm: "Rotate Secret",
                        destructive: false,
                        run: () => rotate.mutateAsync(endpoint.id).catch(() => undefined),
                      })
                    }
                  >
                    <RefreshCw aria-hidden="true" className="size-4" />
                    Rotate secret
                  </Button>
                  <Button
                    size="icon"
                    variant="ghost"
                    aria-label={`Delete endpoint ${endpoint.url}`}
                    onClick={() =>
                      setConfirm({
                        title: "Delete Webhook Endpoint",
                        description: `Are you sure you want to delete the endpoint “${endpoint.url}”? Its delivery log is deleted and pending retries stop. This action cannot be undone.`,
                        confirm: "Delete Endpoint",
                        run: () => remove.mutateAsync(endpoint.id).catch(() => undefined),
                      })
                    }
                  >
                    <Trash2 aria-hidden="true" className="size-4 text-destructive" />
                  </Button>
                </div>
              </div>
              {open === endpoint.id ? <DeliveryLog endpoint={endpoint} /> : null}
            </li>
          ))}
        </ul>
      )}

      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
    </div>
  );
}

/** The endpoint's latest deliveries, refreshed while open so retries show up. */
function DeliveryLog({ endpoint }: { endpoint: WebhookEndpoint }) {
  const deliveries = useQuery({
    queryKey: ["webhook-deliveries", endpoint.id],
    queryFn: async () => (await client.webhooks.deliveries(endpoint.id, { limit: 10 })).data,
    refetchInterval: 5_000,
    retry: false,
  });
  if (deliveries.isPending) return <p className="text-xs text-muted-foreground">Loading deliveries…</p>;
  if (deliveries.isError) return <p className="text-xs text-destructive">Failed to load the deliveries.</p>;
  if (deliveries.data.length === 0) return <p className="text-xs text-muted-foreground">No deliveries yet.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-xs" data-testid="webhook-deliveries">
        <caption className="sr-only">Recent deliveries to {endpoint.url}</caption>
        <thead className="text-muted-foreground">
          <tr>
            <th scope="col" className="py-1 pr-3 font-medium">
              Event
            </th>
            <th scope="col" className="py-1 pr-3 font-medium">
              Status
            </th>
            <th scope="col" className="py-1 pr-3 font-medium">
              Attempts
            </th>
            <th scope="col" className="py-1 pr-3 font-medium">
              Response
            </th>
            <th scope="col" className="py-1 font-medium">
              Last attempt
            </th>
          </tr>
        </thead>
        <tbody>
          {deliveries.data.map((d) => (
            <tr key={d.id} className="border-t border-border align-top">
              <td className="py-1.5 pr-3 font-mono">{d.event}</td>
              <td className="py-1.5 pr-3">
                <Badge variant={STATUS[d.status].variant}>{STATUS[d.status].label}</Badge>
                {d.error ? <p className="mt-1 text-muted-foreground">{d.error}</p> : null}
              </td>
              <td className="py-1.5 pr-3">{d.attempts}</td>
              <td className="py-1.5 pr-3 font-mono">{d.response_status ?? "—"}</td>
              <td className="py-1.5">{d.last_attempt_at ? new Date(d.last_attempt_at).toLocaleString() : "—"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
