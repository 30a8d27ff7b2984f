/**
 * An invitation link opened signed out, kept in this browser until the invitee is signed in:
 * through sign-in, or through sign-up and the confirmation link (opened in a new tab, so
 * localStorage, not sessionStorage). Essential storage: it does what the visitor asked for.
 */

export const INVITATION_PATH = "/invitations/accept";
const KEY = "adlens.pending_invitation";
/** An invitation link works for 7 days (docs/workspaces.md); a kept one no longer. */
const KEEP_MS = 7 * 24 * 60 * 60 * 1000;

export function isInvitationPath(path: string): boolean {
  return path === INVITATION_PATH || path.startsWith(`${INVITATION_PATH}?`);
}

export function rememberInvitation(path: string): void {
  if (!isInvitationPath(path)) return;
  try {
    localStorage.setItem(KEY, JSON.stringify({ path, saved_at: Date.now() }));
  } catch {
    // Storage refused (private mode): the link still works through sign-in, as before.
  }
}

/** The invitation waiting for this browser's first sign-in, if any. */
export function pendingInvitation(now = Date.now()): string | null {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return null;
    const { path, saved_at } = JSON.parse(raw) as { path?: unknown; saved_at?: unknown };
    if (typeof path !== "string" || !isInvitationPath(path)) return null;
    if (typeof saved_at !== "number" || now - saved_at > KEEP_MS) return null;
    return path;
  } catch {
    return null;
  }
}

/** The invitation page is open: it is no longer pending. */
export function forgetInvitation(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing was stored.
  }
}
