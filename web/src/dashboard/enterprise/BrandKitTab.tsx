import type { BrandKit } from "@adlens/sdk";
import { useQueryClient } from "@tanstack/react-query";
import { Trash2, Upload } from "lucide-react";
import { useEffect, useState } from "react";
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Label,
  Select,
  Textarea,
  toast,
} from "../../components/ui/index.ts";
import { client } from "../../lib/api.ts";
import { errorMessage } from "../../lib/errors.ts";
import { brandKitKeys, fromForm, type KitForm, toForm, useBrandKit } from "../lib/brand-kit.ts";
import { can } from "../lib/permissions.ts";
import type { Workspace } from "../lib/workspaces.ts";

const FIELDS: { key: keyof KitForm; label: string; hint: string }[] = [
  { key: "names", label: "Brand names", hint: "One per line: the name and other ways it is written." },
  { key: "colours", label: "Brand colours", hint: "One #RRGGBB per line." },
  { key: "required_texts", label: "Required text", hint: "One per line: disclaimers every ad must print." },
  { key: "competitors", label: "Competitors", hint: "One per line, as Name: alias, alias." },
];

function LogoImage({ id, label }: { id: string; label: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let url: string | null = null;
    void client.brandKit.logo(id).then((blob) => {
      url = URL.createObjectURL(blob);
      setSrc(url);
    });
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [id]);
  return src ? <img src={src} alt={label} className="h-12 max-w-40 object-contain" /> : null;
}

/** The workspace's brand kit: every analysis's brand fit is read against it. */
export function BrandKitTab({ workspace }: { workspace: Workspace }) {
  const kit = useBrandKit();
  return kit.data ? <Editor kit={kit.data} writes={can(workspace.role, "brand_kit.manage")} /> : null;
}

function Editor({ kit, writes }: { kit: BrandKit; writes: boolean }) {
  const qc = useQueryClient();
  const [form, setForm] = useState<KitForm>(() => toForm(kit));
  const [owner, setOwner] = useState("");
  const [busy, setBusy] = useState(false);
  const refresh = () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: brandKitKeys.kit }),
      qc.invalidateQueries({ queryKey: ["brand-fit"] }),
    ]);

  const save = async () => {
    setBusy(true);
    try {
      const saved = await client.brandKit.set(fromForm(form));
      setForm(toForm(saved));
      toast.success("Brand kit saved");
      await refresh();
    } catch (e) {
      toast.error("Brand kit not saved", { description: errorMessage(e) });
    } finally {
      setBusy(false);
    }
  };

  const addLogo = async (file: File | undefined) => {
    if (!file) return;
    try {
      await client.brandKit.addLogo(file, owner ? { competitor: owner } : {});
      toast.success("Logo added");
      await refresh();
    } catch (e) {
      toast.error("Logo not added", { description: errorMessage(e) });
    }
  };

  const removeLogo = async (id: string) => {
    try {
      await client.brandKit.removeLogo(id);
      toast.success("Logo removed");
      await refresh();
    } catch (e) {
      toast.error("Logo not removed", { description: errorMessage(e) });
    }
  };

  return (
    <div className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle>Brand kit</CardTitle>
          <CardDescription>
            Every analysis in this workspace is checked against it: your brand found, your colours used, required text
            printed, competitors present.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 md:grid-cols-2">
          {FIELDS.map((f) => (
            <div key={f.key} className="space-y-1">
              <Label htmlFor={`kit-${f.key}`}>{f.label}</Label>
              <Textarea
                id={`kit-${f.key}`}
                value={form[f.key]}
                readOnly={!writes}
                aria-describedby={`kit-${f.key}-hint`}
                onChange={(e) => setForm({ ...form, [f.key]: e.target.value })}
              />
              <p id={`kit-${f.key}-hint`} className="text-xs text-muted-foreground">
                {f.hint}
              </p>
              {f.key === "colours" ? (
                <ul className="flex flex-wrap gap-2" aria-label="Saved brand colours">
                  {kit.colours.map((c) => (
                    <li key={c} className="flex items-center gap-1 text-xs">
                      <span
                        aria-hidden="true"
                        className="size-4 rounded border border-border"
                        style={{ background: c }}
                      />
                      {c}
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          ))}
          {writes ? (
            <div className="md:col-span-2">
              <Button onClick={() => void save()} loading={busy}>
                Save brand kit
              </Button>
            </div>
          ) : (
            <p className="text-sm text-muted-foreground md:col-span-2">Only the owner and admins can edit the kit.</p>
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Logos</CardTitle>
          <CardDescription>
            Images cropped to the logo (a transparent background is ignored), searched for in every ad.
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          {kit.logos.length ? (
            <ul className="flex flex-wrap gap-4" aria-label="Kit logos">
              {kit.logos.map((l) => (
                <li key={l.id} className="flex items-center gap-2 rounded-md border border-border p-2 text-sm">
                  <LogoImage id={l.id} label={`${l.competitor ?? "Own brand"} logo`} />
                  <span>{l.competitor ?? "Own brand"}</span>
                  {writes ? (
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`Remove ${l.competitor ?? "own brand"} logo`}
                      onClick={() => void removeLogo(l.id)}
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                    </Button>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">No logos yet.</p>
          )}
          {writes ? (
            <div className="flex flex-wrap items-end gap-3">
              <div className="space-y-1">
                <Label htmlFor="kit-logo-owner">Whose logo</Label>
                <Select id="kit-logo-owner" value={owner} onChange={(e) => setOwner(e.target.value)}>
                  <option value="">Own brand</option>
                  {kit.competitors.map((c) => (
                    <option key={c.name} value={c.name}>
                      {c.name}
                    </option>
                  ))}
                </Select>
              </div>
              <div className="space-y-1">
                <Label htmlFor="kit-logo-file">
                  <Upload aria-hidden="true" className="mr-1 inline size-4" />
                  Logo image
                </Label>
                <input
                  id="kit-logo-file"
                  type="file"
                  accept="image/png,image/jpeg,image/webp"
                  className="block text-sm"
                  onChange={(e) => {
                    void addLogo(e.target.files?.[0]);
                    e.target.value = "";
                  }}
                />
              </div>
            </div>
          ) : null}
        </CardContent>
      </Card>
    </div>
  );
}
