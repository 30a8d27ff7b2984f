import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { KeyRound, ShieldCheck, Trash2 } from "lucide-react";
import { type FormEvent, useEffect, useState } from "react";
import { Link } from "react-router-dom";
import { Button, buttonClasses, Input, Label, toast } from "../components/ui/index.ts";
import { ConfirmDialog, type ConfirmRequest } from "../dashboard/components/ConfirmDialog.tsx";
import { readError } from "../dashboard/lib/errors.ts";
import { formatDate } from "../dashboard/lib/format.ts";
import { client } from "../lib/api.ts";
import { CopyButton } from "./CopyButton.tsx";

export interface NewToken {
  name: string;
  secret: string;
}

const tokensKey = ["tokens"] as const;

/**
 * Create, list and delete API tokens. Only a hash of each token is stored, so the full value
 * is shown once, right after creation, and never again.
 */
export function TokenManager({ apiAccess, onCreated }: { apiAccess: boolean; onCreated: (token: NewToken) => void }) {
  const qc = useQueryClient();
  const [name, setName] = useState("");
  const [fresh, setFresh] = useState<NewToken | null>(null);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);

  const tokens = useQuery({
    queryKey: tokensKey,
    queryFn: async () => (await client.tokens.list()).data,
    retry: false,
  });
  const loadFailed = tokens.isError;
  useEffect(() => {
    if (loadFailed) toast.error("Error loading tokens", { description: "Failed to load your API tokens" });
  }, [loadFailed]);

  const create = useMutation({
    mutationFn: async (tokenName: string) => client.tokens.create({ name: tokenName }),
    onSuccess: async (raw, tokenName) => {
      const created = { name: raw.name || tokenName, secret: raw.token };
      setFresh(created);
      onCreated(created);
      setName("");
      toast.success("API token created", { description: "Your new API token has been generated successfully." });
      await qc.invalidateQueries({ queryKey: tokensKey });
    },
    onError: (error) => {
      const { code, message } = readError(error);
      toast.error("Error creating token", {
        description: code === "plan_required" && message ? message : "Failed to create API token. Please try again.",
      });
    },
  });

  const revoke = useMutation({
    mutationFn: async (id: string) => client.tokens.revoke(id),
    onSuccess: async () => {
      toast.success("Token deleted", { description: "API token has been deactivated successfully." });
      await qc.invalidateQueries({ queryKey: tokensKey });
    },
    onError: () =>
      toast.error("Error deleting token", { description: "Failed to delete API token. Please try again." }),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) {
      toast.error("Token name required", { description: "Please enter a name for your API token" });
      return;
    }
    create.mutate(name.trim());
  }

  return (
    <div className="space-y-5">
      {apiAccess ? null : (
        <div className="rounded-lg border border-dashed border-border p-6 text-sm">
          <p className="font-medium">API tokens are part of the Pro plan.</p>
          <p className="mt-1 text-muted-foreground">Upgrade to create tokens and call the API from your own code.</p>
          <Link to="/settings?tab=billing" className={buttonClasses("default", "sm", "mt-3")}>
            Upgrade to Pro
          </Link>
        </div>
      )}
      {apiAccess ? (
        <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="flex-1 space-y-1.5">
            <Label htmlFor="token-name">Token name</Label>
            <Input
              id="token-name"
              placeholder="e.g. CI pipeline"
              maxLength={100}
              value={name}
              onChange={(e) => setName(e.target.value)}
            />
          </div>
          <Button type="submit" disabled={!name.trim() || create.isPending} loading={create.isPending}>
            <KeyRound aria-hidden="true" className="size-4" />
            {create.isPending ? "Creating..." : "Create Token"}
          </Button>
        </form>
      ) : null}

      {fresh ? (
        <div role="status" className="space-y-2 rounded-lg border border-success-border bg-success-soft p-4 text-sm">
          <p className="font-semibold text-success">Your new token “{fresh.name}”</p>
          <p>Copy it now: you won't be able to see it again. Copying it closes this box.</p>
          <div className="flex items-center gap-2">
            <code
              data-testid="new-token"
              className="min-w-0 flex-1 break-all rounded bg-background px-2 py-1.5 font-mono text-xs"
            >
              {fresh.secret}
            </code>
            <CopyButton text={fresh.secret} what="token" onCopied={() => setFresh(null)} />
          </div>
        </div>
      ) : null}

      <p className="flex items-start gap-2 text-xs text-muted-foreground">
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        We store only a hash of each token, so a token can't be revealed or copied later: the list shows its first 12
        characters to tell tokens apart. Lost one? Delete it and create a new one.
      </p>

      {tokens.isPending ? (
        <p className="text-sm text-muted-foreground">Loading tokens…</p>
      ) : (tokens.data ?? []).length === 0 ? (
        <p className="text-sm text-muted-foreground">No API tokens yet.</p>
      ) : (
        <ul className="divide-y divide-border rounded-lg border border-border" aria-label="API tokens">
          {(tokens.data ?? []).map((token) => (
            <li key={token.id} className="flex flex-wrap items-center gap-3 p-3 text-sm">
              <div className="min-w-0 flex-1">
                <p className="font-medium">{token.name}</p>
                <p className="font-mono text-xs text-muted-foreground" data-testid="token-prefix">
                  {token.display_prefix}••••••••
                </p>
              </div>
              <div className="text-xs text-muted-foreground">
                <p>Created {formatDate(token.created_at)}</p>
                <p>{token.last_used_at ? `Last used ${formatDate(token.last_used_at)}` : "Never used"}</p>
              </div>
              <Button
                size="icon"
                variant="ghost"
                aria-label={`Delete token ${token.name}`}
                onClick={() =>
                  setConfirm({
                    title: "Delete API Token",
                    description: `Are you sure you want to delete the token “${token.name}”? This action cannot be undone, and any applications using this token will stop working.`,
                    confirm: "Delete Token",
                    // The mutation's own handlers report the outcome.
                    run: () => revoke.mutateAsync(token.id).catch(() => undefined),
                  })
                }
              >
                <Trash2 aria-hidden="true" className="size-4 text-destructive" />
              </Button>
            </li>
          ))}
        </ul>
      )}

      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
    </div>
  );
}
