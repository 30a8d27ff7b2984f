import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Copy, Share2 } from "lucide-react";
import { type ReactNode, useId } from "react";
import { Button, Input, Label, toast } from "../../components/ui/index.ts";
import { client } from "../../lib/api.ts";
import { errorMessage } from "../../lib/errors.ts";
import { can } from "../lib/permissions.ts";
import { useActiveWorkspace } from "../lib/workspaces.ts";
import { shareLinkKeys } from "./ShareLinksPanel.tsx";

/**
 * Creates a read-only public link to one analysis (or 2 to 4 compared) and shows it once (the
 * API keeps only a hash of its secret): a Share button for a toolbar and, once created, the link
 * with Copy Link. No button for viewers, whom the policy does not let share.
 */
export function useShareLink(
  analysisIds: string[] | null,
  label: string,
  what: "analysis" | "comparison" = "analysis",
): { button: ReactNode; created: ReactNode } {
  const { workspace } = useActiveWorkspace();
  const qc = useQueryClient();
  const id = useId();
  const create = useMutation({
    mutationFn: (ids: string[]) => client.shareLinks.create({ analysis_ids: ids }),
    onSuccess: () => qc.invalidateQueries({ queryKey: shareLinkKeys.all }),
    onError: (e) => toast.error("Share link not created", { description: errorMessage(e) }),
  });
  if (!analysisIds?.length || !can(workspace?.role, "share_links.write")) return { button: null, created: null };

  // Dialogs are reused for the next analysis or selection: only a link made for these ids shows.
  const mine = create.variables?.join() === analysisIds.join();
  const link = mine ? create.data : undefined;
  const pending = create.isPending && mine;
  const button = link ? null : (
    <Button size="sm" variant="outline" loading={pending} onClick={() => create.mutate(analysisIds)}>
      {pending ? null : <Share2 aria-hidden="true" className="size-4" />}
      Share
      <span className="sr-only"> {label}</span>
    </Button>
  );
  const created = link ? (
    <div className="space-y-1.5 rounded-md border border-border bg-muted/40 p-3">
      <Label htmlFor={id}>Share link</Label>
      <div className="flex gap-2">
        <Input id={id} readOnly value={link.url} onFocus={(e) => e.currentTarget.select()} className="h-9" />
        <Button
          size="sm"
          onClick={() =>
            navigator.clipboard.writeText(link.url).then(
              () => toast.success("Link copied"),
              () => toast.error("Copy failed", { description: "Select the link and copy it by hand." }),
            )
          }
        >
          <Copy aria-hidden="true" className="size-4" />
          Copy Link
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">
        Anyone with this link sees {what === "comparison" ? "these analyses" : "this analysis"} (image, heatmap, score
        and advice) and nothing else, until {new Date(link.expires_at).toLocaleDateString()}. It is shown only now;
        revoke it under Share Links.
      </p>
    </div>
  ) : null;
  return { button, created };
}
