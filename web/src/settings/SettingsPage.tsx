import { useQueryClient } from "@tanstack/react-query";
import { ArrowLeft } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { Brand } from "../components/layout/brand.tsx";
import { buttonClasses, Tabs, TabsContent, TabsList, TabsTrigger, toast } from "../components/ui/index.ts";
import { keys } from "../dashboard/lib/queries.ts";
import { useAuth } from "../lib/auth.tsx";
import { AccountTab } from "./AccountTab.tsx";
import { BillingTab } from "./BillingTab.tsx";
import { subscriptionKey } from "./queries.ts";
import { SecurityTab } from "./SecurityTab.tsx";

const TABS = ["account", "security", "billing"] as const;
type Tab = (typeof TABS)[number];

/** Spec 02 §4 delays before re-reading the plan after a checkout or a portal visit. */
const SUCCESS_REFRESH_MS = 3000;
const PORTAL_REFRESH_MS = 2000;

/** Handles the return from checkout (success=true / canceled=true) and from the billing portal. */
function useCheckoutReturn() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { refreshSubscription } = useAuth();
  const qc = useQueryClient();
  const handled = useRef(false);
  const success = params.get("success") === "true";
  const canceled = params.get("canceled") === "true";
  const portal = params.get("portal") === "return";

  useEffect(() => {
    if (handled.current || !(success || canceled || portal)) return;
    handled.current = true;
    const refresh = async () => {
      await refreshSubscription();
      await Promise.all([
        qc.invalidateQueries({ queryKey: subscriptionKey }),
        qc.invalidateQueries({ queryKey: keys.me }),
      ]);
    };
    if (success) {
      toast.success("Subscription successful!", {
        description: "Your subscription has been activated. Refreshing your account details...",
      });
      // Not cleared on unmount: the refresh must happen even if the user switches tabs meanwhile.
      setTimeout(() => {
        void refresh();
        navigate("/settings?tab=billing", { replace: true });
      }, SUCCESS_REFRESH_MS);
      return;
    }
    if (canceled) {
      toast.error("Payment canceled", { description: "Your subscription was not processed." });
      navigate("/settings?tab=billing", { replace: true });
      return;
    }
    toast.success("Subscription updated!", { description: "Refreshing your subscription status..." });
    setTimeout(() => void refresh(), PORTAL_REFRESH_MS);
  }, [success, canceled, portal, refreshSubscription, qc, navigate]);
}

export default function SettingsPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get("tab");
  // Coming back from checkout or the billing portal lands on the billing tab.
  const fromBilling = params.has("success") || params.has("canceled") || params.has("portal");
  const tab: Tab = TABS.includes(requested as Tab) ? (requested as Tab) : fromBilling ? "billing" : "account";
  useCheckoutReturn();

  return (
    <div className="min-h-screen bg-muted/40">
      <header className="border-b border-border bg-background">
        <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-4 px-4 py-4 sm:px-6">
          <div className="flex items-center gap-4">
            <Brand />
            <h1 className="border-l border-border pl-4 text-xl font-bold">Settings</h1>
          </div>
          <Link to="/dashboard" className={buttonClasses("outline", "sm")}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back to Dashboard
          </Link>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
        <Tabs
          value={tab}
          onValueChange={(next) => {
            const nextParams = new URLSearchParams(params);
            nextParams.set("tab", next);
            setParams(nextParams, { replace: true });
          }}
        >
          <TabsList aria-label="Settings sections">
            <TabsTrigger value="account">Account</TabsTrigger>
            <TabsTrigger value="security">Security</TabsTrigger>
            <TabsTrigger value="billing">Billing</TabsTrigger>
          </TabsList>
          <TabsContent value="account">
            <AccountTab />
          </TabsContent>
          <TabsContent value="security">
            <SecurityTab />
          </TabsContent>
          <TabsContent value="billing">
            <BillingTab />
          </TabsContent>
        </Tabs>
      </main>
    </div>
  );
}
