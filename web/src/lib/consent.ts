import { useSyncExternalStore } from "react";

/** What a visitor allowed in the cookie banner. Essential storage (the session) needs no consent. */
export interface Consent {
  analytics: boolean;
  preferences: boolean;
  marketing: boolean;
  decided_at: string;
}

const KEY = "adlens.consent";
const listeners = new Set<() => void>();
let reopenRequested = false;

function read(): Consent | null {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<Consent>;
    if (typeof parsed.analytics !== "boolean" || typeof parsed.decided_at !== "string") return null;
    return {
      analytics: parsed.analytics,
      preferences: parsed.preferences === true,
      marketing: parsed.marketing === true,
      decided_at: parsed.decided_at,
    };
  } catch {
    return null;
  }
}

let current: Consent | null = typeof localStorage === "undefined" ? null : read();

function emit() {
  for (const listener of listeners) listener();
}

export function getConsent(): Consent | null {
  return current;
}

export function saveConsent(choice: Omit<Consent, "decided_at">): void {
  current = { ...choice, decided_at: new Date().toISOString() };
  localStorage.setItem(KEY, JSON.stringify(current));
  reopenRequested = false;
  emit();
}

/** Shows the banner again so the visitor can change an earlier choice (footer "Cookie settings"). */
export function reopenConsent(): void {
  reopenRequested = true;
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useConsent(): { consent: Consent | null; bannerOpen: boolean } {
  const consent = useSyncExternalStore(subscribe, getConsent, () => null);
  const reopen = useSyncExternalStore(
    subscribe,
    () => reopenRequested,
    () => false,
  );
  return { consent, bannerOpen: consent === null || reopen };
}
