import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link2, X } from "lucide-react";
import { useState } from "react";
import { Badge, Button, toast } from "../../components/ui/index.ts";
import { client } from "../../lib/api.ts";
import { errorMessage } from "../../lib/errors.ts";
import { allPages } from "../lib/pages.ts";
import { can } from "../lib/permissions.ts";
import { useActiveWorkspace } from "../lib/workspaces.ts";
import { Panel } from "./AnalyticsPanels.tsx";

export const shareLinkKeys = {
  all: ["share-links"] as const,
  list: (all: boolean) => ["share-links", { all }] as const,
};

/** The workspace's share links: what is shared, by whom, until when; revoke one. */
export function ShareLinksPanel() {
  const { workspace } = useActiveWorkspace();
  const qc = useQueryClient();
  const [showAll, setShowAll] = useState(false);
  const [revoking, setRevoking] = useState<string | null>(null);
  const links = useQuery({
    queryKey: shareLinkKeys.list(showAll),
    queryFn: () => allPages((p) => client.shareLinks.list({ ...p, ...(showAll ? { status: "all" as const } : {}) })),
  });
  const writes = can(workspace?.role, "share_links.write");

  const revoke = async (id: string, what: string) => {
    setRevoking(id);
    try {
      await client.shareLinks.revoke(id);
      toast.success("Share link revoked", { description: `The link to ${what} no longer opens.` });
      await qc.invalidateQueries({ queryKey: shareLinkKeys.all });
    } catch (e) {
      toast.error("Share link not revoked", { description: errorMessage(e) });
    } finally {
      setRevoking(null);
    }
  };

  const list = links.data ?? [];
  return (
    <Panel title="Share Links" description="Read-only links to an analysis or a comparison, opened without an account">
      <div className="space-y-3">
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4 accent-primary"
            checked={showAll}
            onChange={(e) => setShowAll(e.target.checked)}
          />
          Show expired and revoked links
        </label>
        {links.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(links.error, "The share links could not be loaded.")}
          </p>
        ) : links.isPending ? (
          <p className="text-sm text-muted-foreground">Loading share links…</p>
        ) : list.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No share links{showAll ? "" : " are active"}. Open an analysis and choose Share to create one.
          </p>
        ) : (
          <ul className="divide-y divide-border text-sm" aria-label="Share links">
            {list.map((l) => {
              const what = l.analyses.map((a) => a.filename).join(", ") || "deleted analyses";
              return (
                <li key={l.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <span className="flex min-w-0 flex-1 items-start gap-2">
                    <Link2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
                    <span className="min-w-0">
                      <span className="block truncate font-medium" title={what}>
                        {what}
                      </span>
                      <span className="block text-xs text-muted-foreground">
                        {l.kind === "comparison" ? "Comparison · " : ""}
                        {l.created_by ? `by ${l.created_by.email} · ` : ""}
                        {l.status === "revoked"
                          ? "revoked"
                          : `${l.status === "expired" ? "expired" : "until"} ${new Date(l.expires_at).toLocaleDateString()}`}
                      </span>
                    </span>
                  </span>
                  {l.status === "active" ? (
                    writes ? (
                      <Button
                        size="sm"
                        variant="outline"
                        loading={revoking === l.id}
                        onClick={() => void revoke(l.id, what)}
                      >
                        {revoking === l.id ? null : <X aria-hidden="true" className="size-4" />}
                        Revoke<span className="sr-only"> the link to {what}</span>
                      </Button>
                    ) : (
                      <Badge variant="outline">Active</Badge>
                    )
                  ) : (
                    <Badge variant="secondary">{l.status === "revoked" ? "Revoked" : "Expired"}</Badge>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </Panel>
  );
}
