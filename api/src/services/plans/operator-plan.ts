import type { Db, Tier } from "@adlens/db";
import { findUserByEmail } from "../auth/users.ts";
import { personalWorkspaceId } from "../workspaces/personal.ts";
import { tierOf } from "./effective-tier.ts";

/** Why an operator plan change was refused; the admin command prints it and exits non-zero. */
export class OperatorPlanError extends Error {
  override name = "OperatorPlanError";
}

/**
 * Sets the operator tier of an account (an Enterprise contract, a comp, a support fix), on its
 * personal workspace: the one that pays for it and for the team workspaces it owns. The plan
 * rule lets a stored subscription decide over it, so a development or ended subscription is
 * removed here; a live Stripe subscription is refused, because only Stripe may end what it bills.
 */
export async function setOperatorPlan(db: Db, email: string, tier: Tier, now: Date): Promise<{ workspaceId: string }> {
  const user = await findUserByEmail(db, email);
  const workspaceId = user ? await personalWorkspaceId(db, user.id) : null;
  if (!workspaceId) throw new OperatorPlanError(`No account with the email ${email}.`);
  await db.transaction().execute(async (trx) => {
    const sub = await trx
      .selectFrom("subscriptions")
      .selectAll()
      .where("workspace_id", "=", workspaceId)
      .forUpdate()
      .executeTakeFirst();
    if (sub?.stripe_subscription_id) {
      const billed = tierOf(
        {
          status: sub.status,
          tier: sub.tier,
          periodEnd: sub.current_period_end,
          cancelAtPeriodEnd: sub.cancel_at_period_end,
          pendingTier: sub.pending_tier,
          pendingFrom: sub.pending_tier_from,
        },
        now,
      );
      if (billed !== "free") {
        throw new OperatorPlanError(
          `${email} pays for ${billed} through Stripe (${sub.stripe_subscription_id}); change or cancel it in Stripe first.`,
        );
      }
    }
    if (sub) await trx.deleteFrom("subscriptions").where("workspace_id", "=", workspaceId).execute();
    await trx.updateTable("workspaces").set({ plan_tier: tier }).where("id", "=", workspaceId).execute();
  });
  return { workspaceId };
}
