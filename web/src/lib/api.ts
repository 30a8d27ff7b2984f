import { AdLens, localStorageSession } from "@adlens/sdk";

/** The one API client of the web app: same origin, session kept in localStorage and auto-refreshed. */
export const client = new AdLens({ baseUrl: "", session: localStorageSession() });

export type Session = NonNullable<Awaited<ReturnType<typeof client.auth.getSession>>>;
export type SessionUser = Session["user"];
export type Plan = Awaited<ReturnType<typeof client.plans.list>>["data"][number];
