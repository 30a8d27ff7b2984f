import { AdLens, localStorageSession } from "@adlens/sdk";
import { storedWorkspace } from "./workspace.ts";

/** The one API client of the web app: same origin, session kept in localStorage and auto-refreshed. */
export const client = new AdLens({ baseUrl: "", session: localStorageSession() });

/**
 * Makes every following call work in `workspaceId` (null: personal). The SDK names this
 * `useWorkspace`, which reads as a React hook to linters; it is a plain setter.
 */
export const workIn: (workspaceId: string | null) => void = client.useWorkspace.bind(client);

// Before the first query: a reload must not flash the personal workspace's data first.
workIn(storedWorkspace(client.auth.getSession()?.user?.id));

export type Session = NonNullable<Awaited<ReturnType<typeof client.auth.getSession>>>;
export type SessionUser = Session["user"];
export type Plan = Awaited<ReturnType<typeof client.plans.list>>["data"][number];
