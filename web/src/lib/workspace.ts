/**
 * Which workspace the web app works in, remembered per account in localStorage: it survives a
 * reload and a new tab, another person signing in on the same browser keeps their own choice,
 * and URLs stay shareable (a link to /dashboard opens the reader's own choice, not the sender's).
 * null means the personal workspace, which the API uses when no workspace is named.
 */
const key = (userId: string) => `adlens.workspace.${userId}`;

export function storedWorkspace(userId: string | null | undefined): string | null {
  if (!userId || typeof localStorage === "undefined") return null;
  try {
    return localStorage.getItem(key(userId));
  } catch {
    // Storage can be refused (private modes, policies): the personal workspace still works.
    return null;
  }
}

export function rememberWorkspace(userId: string, workspaceId: string | null): void {
  try {
    if (workspaceId) localStorage.setItem(key(userId), workspaceId);
    else localStorage.removeItem(key(userId));
  } catch {
    // Not remembered across reloads; this page still switches.
  }
}
