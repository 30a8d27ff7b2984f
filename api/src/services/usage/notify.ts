import type { Tier } from "@adlens/db";
import type { AppDeps } from "../../deps.ts";
import { planFor } from "../plans/plans.ts";

/**
 * Rows in usage_notifications, one per paying workspace, month and kind. 80 and 100 are the spec's
 * percentages (spec 02 §9); 101 records the "upload refused, limit exceeded" email.
 */
export const THRESHOLD = { approaching: 80, reached: 100, exceeded: 101 } as const;

type Kind = keyof typeof THRESHOLD;

export interface UsageState {
  /** The workspace whose quota moved (the one that pays); its owner gets the email. */
  payerId: string;
  tier: Tier;
  used: number;
  limit: number;
}

const monthOf = (now: Date) => now.toISOString().slice(0, 7);

function nextReset(now: Date): string {
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return first.toLocaleDateString("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });
}

function message(kind: Kind, state: UsageState, now: Date, publicUrl: string) {
  const plan = planFor(state.tier).name;
  const billing = `${publicUrl}/settings?tab=billing`;
  const resets = `Your quota resets on ${nextReset(now)}.`;
  const upgrade = `Need more? Upgrade your plan: ${billing}`;
  const limit = state.limit.toLocaleString("en-US");
  const used = state.used.toLocaleString("en-US");
  switch (kind) {
    case "approaching":
      return {
        subject: "You have used 80% of your AdLens analyses this month",
        lines: [
          `You have used ${used} of the ${limit} image analyses in your ${plan} plan this month.`,
          resets,
          upgrade,
        ],
      };
    case "reached":
      return {
        subject: "You have used all of your AdLens analyses this month",
        lines: [
          `You have used all ${limit} image analyses in your ${plan} plan this month. New uploads and API calls will be refused until the quota resets.`,
          resets,
          upgrade,
        ],
      };
    case "exceeded":
      return {
        subject: "AdLens upload blocked: monthly limit exceeded",
        lines: [
          `An upload or API call was refused because your ${plan} plan's limit of ${limit} analyses this month is used up.`,
          resets,
          upgrade,
        ],
      };
  }
}

const escapeHtml = (s: string) =>
  s.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

/** The owner of a paying workspace: the one who can change its plan. */
async function ownerEmail(deps: AppDeps, payerId: string): Promise<string | null> {
  const row = await deps.db
    .selectFrom("workspaces")
    .innerJoin("users", "users.id", "workspaces.personal_owner_id")
    .select("users.email")
    .where("workspaces.id", "=", payerId)
    .executeTakeFirst();
  return row?.email ?? null;
}

/**
 * Sends one kind of usage email at most once per paying workspace and month. The INSERT … ON
 * CONFLICT DO NOTHING RETURNING decides, in the database, which of several racing requests sends it.
 */
async function sendOnce(deps: AppDeps, kind: Kind, state: UsageState, send: boolean): Promise<void> {
  const now = deps.now();
  const month = monthOf(now);
  const threshold = THRESHOLD[kind];
  const claimed = await deps.db
    .insertInto("usage_notifications")
    .values({ workspace_id: state.payerId, month, threshold, sent_at: now })
    .onConflict((oc) => oc.doNothing())
    .returning("threshold")
    .executeTakeFirst();
  if (!claimed || !send) return;
  const to = await ownerEmail(deps, state.payerId);
  if (!to) return;
  const { subject, lines } = message(kind, state, now, deps.config.publicUrl);
  try {
    await deps.mailer.send({
      to,
      subject,
      text: lines.join("\n\n"),
      html: lines.map((l) => `<p>${escapeHtml(l)}</p>`).join("\n"),
    });
  } catch (error) {
    deps.log.error("usage email failed", { workspace_id: state.payerId, threshold, error });
    // Let a later upload try again rather than never telling the user.
    await deps.db
      .deleteFrom("usage_notifications")
      .where("workspace_id", "=", state.payerId)
      .where("month", "=", month)
      .where("threshold", "=", threshold)
      .execute();
  }
}

/** After a counted upload: the 80% and 100% emails. Crossing both at once sends only the 100% one. */
export async function notifyUsage(deps: AppDeps, state: UsageState): Promise<void> {
  const reached = state.used >= state.limit;
  const approaching = state.used * 100 >= THRESHOLD.approaching * state.limit;
  if (approaching) await sendOnce(deps, "approaching", state, !reached);
  if (reached) await sendOnce(deps, "reached", state, true);
}

/** After a refused upload: the quota-exceeded email, once per month. */
export async function notifyQuotaExceeded(deps: AppDeps, state: UsageState): Promise<void> {
  await sendOnce(deps, "exceeded", state, true);
}
