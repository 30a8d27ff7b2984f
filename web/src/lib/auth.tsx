import { useQueryClient } from "@tanstack/react-query";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { useNavigate } from "react-router-dom";
import { toast } from "../components/ui/toaster.tsx";
import { meQuery, plansQuery } from "../dashboard/lib/queries.ts";
import { client, type Session, type SessionUser, workIn } from "./api.ts";
import { rememberWorkspace, storedWorkspace } from "./workspace.ts";

/** Known from the first render: the session is stored in the browser and read synchronously. */
export type AuthStatus = "signedOut" | "signedIn";

export interface SubscriptionStatus {
  subscribed: boolean;
  /** 'free' until a paid plan is active; null after sign-out (spec 01 §3). */
  subscription_tier: string | null;
  subscription_end: string | null;
}

export interface AuthContextValue {
  status: AuthStatus;
  user: SessionUser | null;
  session: Session | null;
  subscription: SubscriptionStatus | null;
  /** The workspace every call works in; null is the personal one. */
  workspaceId: string | null;
  /**
   * Works in another workspace from now on: every cached query is dropped and read again there,
   * and the plan is checked again (a team runs on its owner's plan, so the dashboard may change).
   */
  switchWorkspace(workspaceId: string | null): Promise<void>;
  signOut(): Promise<void>;
  refreshSubscription(): Promise<void>;
}

const FREE: SubscriptionStatus = { subscribed: false, subscription_tier: "free", subscription_end: null };
const SIGNED_OUT: SubscriptionStatus = { subscribed: false, subscription_tier: null, subscription_end: null };

/** Reads the API's answer defensively: anything unexpected counts as the free plan. */
function toStatus(raw: unknown): SubscriptionStatus {
  const s = (raw ?? {}) as Partial<Record<keyof SubscriptionStatus, unknown>>;
  return {
    subscribed: s.subscribed === true,
    subscription_tier: typeof s.subscription_tier === "string" ? s.subscription_tier : "free",
    subscription_end: typeof s.subscription_end === "string" ? s.subscription_end : null,
  };
}

const AuthContext = createContext<AuthContextValue | null>(null);

/**
 * Auth state for the whole app, driven by the SDK session (spec 01 §4): SIGNED_IN and
 * TOKEN_REFRESHED set the session, SIGNED_OUT clears it, and the subscription is re-checked
 * whenever a user appears, silently falling back to free when the check fails.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // The stored session is read synchronously, so the first paint already shows the right page
  // (a spinner that the landing page then replaces shifted the whole layout: CLS 0.32).
  const [session, setSession] = useState<Session | null>(() => client.auth.getSession());
  const [status, setStatus] = useState<AuthStatus>(() => (session ? "signedIn" : "signedOut"));
  const [subscription, setSubscription] = useState<SubscriptionStatus | null>(null);
  const [workspaceId, setWorkspaceId] = useState<string | null>(() => client.workspace);
  const checkId = useRef(0);
  const workspaceOwner = useRef<string | null>(session?.user?.id ?? null);

  const refreshSubscription = useCallback(async () => {
    const id = ++checkId.current;
    const next = await client.billing
      .subscription()
      .then(toStatus)
      .catch(() => FREE);
    // A newer check (or a sign-out) started meanwhile: its answer wins.
    if (id === checkId.current) setSubscription(next);
  }, []);

  useEffect(() => {
    let active = true;
    const apply = (next: Session | null) => {
      if (!active) return;
      // Another account (or none) now: its own remembered workspace, before any query runs.
      const owner = next?.user?.id ?? null;
      if (owner !== workspaceOwner.current) {
        workspaceOwner.current = owner;
        workIn(storedWorkspace(owner));
        setWorkspaceId(client.workspace);
      }
      setSession(next);
      setStatus(next ? "signedIn" : "signedOut");
      if (!next) {
        checkId.current++;
        setSubscription(SIGNED_OUT);
      }
    };
    const unsubscribe = client.auth.onChange((event, next) => {
      if (event === "SIGNED_OUT") {
        sessionStorage.clear();
        apply(null);
      } else {
        apply(next ?? null);
      }
    });
    apply(client.auth.getSession());
    return () => {
      active = false;
      unsubscribe();
    };
  }, []);

  const userId = session?.user?.id ?? null;
  useEffect(() => {
    if (!userId) return;
    void refreshSubscription();
    // Every dashboard reads these first: asked for beside the plan check, not after it (and
    // after the dashboard's code), so the first paint waits for one round trip, not three.
    void queryClient.prefetchQuery(meQuery);
    void queryClient.prefetchQuery(plansQuery);
  }, [userId, refreshSubscription, queryClient]);

  const switchWorkspace = useCallback(
    async (next: string | null) => {
      const owner = workspaceOwner.current;
      if (!owner) return;
      // In-flight reads of the old workspace must not land in the cache after the switch.
      await queryClient.cancelQueries();
      workIn(next);
      rememberWorkspace(owner, next);
      setWorkspaceId(next);
      checkId.current++;
      setSubscription(null);
      await queryClient.resetQueries();
      await refreshSubscription();
    },
    [queryClient, refreshSubscription],
  );

  const signOut = useCallback(async () => {
    try {
      await client.auth.logout();
    } catch {
      // The SDK forgets the session even when the server is unreachable; only a session that
      // survived means the sign-out really failed.
      if (client.auth.getSession()) {
        toast.error("Sign out failed. Please try again.");
        return;
      }
    }
    sessionStorage.clear();
    checkId.current++;
    setSession(null);
    setStatus("signedOut");
    setSubscription(SIGNED_OUT);
    toast.success("Signed out");
    navigate("/");
  }, [navigate]);

  const value = useMemo<AuthContextValue>(
    () => ({
      status,
      user: session?.user ?? null,
      session,
      subscription,
      workspaceId,
      switchWorkspace,
      signOut,
      refreshSubscription,
    }),
    [status, session, subscription, workspaceId, switchWorkspace, signOut, refreshSubscription],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error("useAuth must be used inside <AuthProvider>");
  return value;
}
