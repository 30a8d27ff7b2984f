import type { Project } from "@adlens/sdk";
import { useQuery } from "@tanstack/react-query";
import { client } from "../../lib/api.ts";
import { allPages } from "./pages.ts";

export type { Project };

export const projectKeys = {
  all: ["projects"] as const,
  list: (archived: boolean) => ["projects", { archived }] as const,
};

/** The workspace's projects, newest first; archived ones too when asked. */
export function useProjects(archived = false) {
  return useQuery({
    queryKey: projectKeys.list(archived),
    queryFn: () => allPages((p) => client.projects.list({ ...p, ...(archived ? { archived: "true" as const } : {}) })),
  });
}
