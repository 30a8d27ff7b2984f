import { Check } from "lucide-react";
import { formatPrice } from "../lib/format.ts";

/** The price line the dashboard upsell cards and the billing tab's plan cards share. */
export function PlanPrice({ price }: { price: number }) {
  return (
    <p className="text-3xl font-bold">
      {formatPrice(price)}
      <span className="text-base font-normal text-muted-foreground">/mo</span>
    </p>
  );
}

export function PlanFeatures({ features }: { features: string[] }) {
  return (
    <ul className="space-y-2 text-sm">
      {features.map((f) => (
        <li key={f} className="flex items-start gap-2">
          <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
          {f}
        </li>
      ))}
    </ul>
  );
}
