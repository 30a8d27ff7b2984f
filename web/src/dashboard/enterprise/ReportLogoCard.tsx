import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ImageUp, Trash2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, toast } from "../../components/ui/index.ts";
import { client } from "../../lib/api.ts";
import { errorMessage } from "../../lib/errors.ts";
import { can } from "../lib/permissions.ts";
import { type Workspace, workspaceKeys } from "../lib/workspaces.ts";

const MAX_BYTES = 512 * 1024;
const TYPES = ["image/png", "image/jpeg", "image/webp"];

/** The stored logo as an object URL for an <img>; it needs the bearer token, so no plain src. */
function useLogoUrl(workspace: Workspace): string | null {
  const logo = useQuery({
    queryKey: ["workspaces", workspace.id, "logo", workspace.has_logo],
    queryFn: () => client.workspaces.logo(workspace.id),
    enabled: workspace.has_logo,
  });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!workspace.has_logo || !logo.data) return setUrl(null);
    const next = URL.createObjectURL(logo.data);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [logo.data, workspace.has_logo]);
  return url;
}

/**
 * The logo on the workspace's client reports (white-label, Enterprise). Owners and admins set
 * and remove it; the API checks the file again (type, size, that it decodes).
 */
export function ReportLogoCard({ workspace }: { workspace: Workspace }) {
  const qc = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const url = useLogoUrl(workspace);
  const refresh = () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: workspaceKeys.list, exact: true }),
      qc.invalidateQueries({ queryKey: workspaceKeys.audit(workspace.id) }),
    ]);
  const upload = useMutation({
    mutationFn: (file: File) => client.workspaces.setLogo(workspace.id, file),
    onSuccess: async () => {
      toast.success("Logo saved", { description: "It heads your client reports from now on." });
      await refresh();
    },
    onError: (e) => toast.error("Logo not saved", { description: errorMessage(e) }),
  });
  const remove = useMutation({
    mutationFn: () => client.workspaces.deleteLogo(workspace.id),
    onSuccess: async () => {
      toast.success("Logo removed");
      await refresh();
    },
    onError: (e) => toast.error("Logo not removed", { description: errorMessage(e) }),
  });
  if (!can(workspace.role, "workspace.update") || workspace.plan !== "enterprise") return null;

  const pick = (file: File | undefined) => {
    if (!file) return;
    if (!TYPES.includes(file.type))
      return void toast.error("Logo not saved", { description: "Choose a PNG, JPEG or WebP image." });
    if (file.size > MAX_BYTES)
      return void toast.error("Logo not saved", { description: "The logo must be at most 512 KB." });
    upload.mutate(file);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Logo on reports</CardTitle>
        <CardDescription>
          Your client reports carry this logo and the workspace's name, with no AdLens branding. PNG, JPEG or WebP, up
          to 512 KB.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center gap-4">
        <div className="flex h-16 w-48 items-center justify-center rounded-md border border-dashed border-border bg-muted/40">
          {url ? (
            <img src={url} alt={`${workspace.name} logo`} className="max-h-14 max-w-44 object-contain" />
          ) : (
            <span className="text-xs text-muted-foreground">No logo</span>
          )}
        </div>
        <input
          ref={input}
          type="file"
          accept={TYPES.join(",")}
          className="sr-only"
          aria-label="Logo file"
          onChange={(e) => {
            pick(e.target.files?.[0]);
            e.target.value = "";
          }}
        />
        <Button variant="outline" loading={upload.isPending} onClick={() => input.current?.click()}>
          {upload.isPending ? null : <ImageUp aria-hidden="true" className="size-4" />}
          {workspace.has_logo ? "Replace logo" : "Upload logo"}
        </Button>
        {workspace.has_logo ? (
          <Button variant="ghost" loading={remove.isPending} onClick={() => remove.mutate()}>
            {remove.isPending ? null : <Trash2 aria-hidden="true" className="size-4" />}
            Remove
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}
