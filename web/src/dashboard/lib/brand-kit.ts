import type { BrandKit, BrandKitInput } from "@adlens/sdk";
import { useQuery } from "@tanstack/react-query";
import { client } from "../../lib/api.ts";

export const brandKitKeys = {
  kit: ["brand-kit"] as const,
  fit: (id: string) => ["brand-fit", id] as const,
};

export function useBrandKit() {
  return useQuery({ queryKey: brandKitKeys.kit, queryFn: () => client.brandKit.get() });
}

/** The analysis against the kit; null when the workspace has no kit yet (the API's 404). */
export function useBrandFit(id: string, enabled: boolean) {
  return useQuery({
    queryKey: brandKitKeys.fit(id),
    queryFn: async () => {
      try {
        return await client.brandKit.fit(id);
      } catch (error) {
        if ((error as { status?: number }).status === 404) return null;
        throw error;
      }
    },
    enabled,
    staleTime: 60_000,
  });
}

/** The editor's text fields: one entry per line; competitors as "Name: alias, alias". */
export interface KitForm {
  names: string;
  colours: string;
  required_texts: string;
  competitors: string;
}

const lines = (text: string) =>
  text
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);

export function toForm(kit: BrandKit): KitForm {
  return {
    names: kit.names.join("\n"),
    colours: kit.colours.join("\n"),
    required_texts: kit.required_texts.join("\n"),
    competitors: kit.competitors
      .map((c) => (c.aliases.length ? `${c.name}: ${c.aliases.join(", ")}` : c.name))
      .join("\n"),
  };
}

export function fromForm(form: KitForm): BrandKitInput {
  return {
    names: lines(form.names),
    colours: lines(form.colours).map((c) => (c.startsWith("#") ? c : `#${c}`)),
    required_texts: lines(form.required_texts),
    competitors: lines(form.competitors).map((line) => {
      const [name = "", aliases = ""] = line.split(/:(.*)/s);
      return {
        name: name.trim(),
        aliases: aliases
          .split(",")
          .map((a) => a.trim())
          .filter(Boolean),
      };
    }),
  };
}
