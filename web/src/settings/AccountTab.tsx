import {
  Badge,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Input,
  Label,
} from "../components/ui/index.ts";
import { UsageBar } from "../dashboard/components/UsageBar.tsx";
import { formatDate, formatNumber } from "../dashboard/lib/format.ts";
import { useMe, usePlans } from "../dashboard/lib/queries.ts";
import { useAuth } from "../lib/auth.tsx";
import { useBilling } from "./queries.ts";

export function AccountTab() {
  const { user } = useAuth();
  const me = useMe();
  const billing = useBilling();
  const plans = usePlans();
  // Spec 02 §4: if the profile cannot be read, settings show the free tier and zero uploads.
  const tier = billing.data?.tier ?? me.data?.profile.subscription_tier ?? "free";
  const plan = plans.data?.find((p) => p.tier === tier);
  const used = me.data?.profile.current_month_uploads ?? 0;
  const total = me.data?.profile.total_uploads ?? 0;
  const limit = plan?.monthly_limit ?? 10;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Account</CardTitle>
        <CardDescription>Your sign-in e-mail, plan and usage.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <div className="space-y-2">
          <Label htmlFor="account-email">E-mail</Label>
          <Input id="account-email" type="email" value={user?.email ?? me.data?.user.email ?? ""} readOnly />
        </div>
        <dl className="grid gap-6 sm:grid-cols-3">
          <div>
            <dt className="text-sm text-muted-foreground">Current plan</dt>
            <dd className="mt-1 flex items-center gap-2 font-semibold" data-testid="current-plan">
              {plan?.name ?? tier}
              {billing.data?.subscribed ? <Badge variant="success">Active</Badge> : null}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-muted-foreground">
              {billing.data?.cancelAtPeriodEnd ? "Plan ends" : "Renewal date"}
            </dt>
            <dd className="mt-1 font-semibold">{billing.data?.end ? formatDate(billing.data.end) : "—"}</dd>
          </div>
          <div>
            <dt className="text-sm text-muted-foreground">Total analyses</dt>
            <dd className="mt-1 font-semibold tabular-nums">{formatNumber(total)}</dd>
          </div>
        </dl>
        <div className="space-y-2">
          <div className="flex justify-between text-sm">
            <span className="font-medium">Usage this month</span>
            <span className="tabular-nums text-muted-foreground" data-testid="account-usage">
              {formatNumber(used)} / {formatNumber(limit)} analyses
            </span>
          </div>
          <UsageBar used={used} limit={limit} warn={limit > 0 && used / limit > 0.8} label="Usage this month" />
          <p className="text-xs text-muted-foreground">Usage resets on the 1st of each month.</p>
        </div>
      </CardContent>
    </Card>
  );
}
