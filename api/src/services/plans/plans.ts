import type { Tier } from "@adlens/db";

export interface Plan {
  tier: Tier;
  name: string;
  /** Monthly price in US dollars. */
  price: number;
  period: "month";
  description: string;
  monthly_limit: number;
  /** Most files one upload batch may hold in the dashboard (spec 02 §5). */
  batch_limit: number;
  api_access: boolean;
  can_delete: boolean;
  /** Members a team workspace on this plan may hold, pending invitations included; 0: no teams. */
  team_seats: number;
  features: string[];
  button_text: string;
  popular: boolean;
}

/**
 * The one plan table (spec 01 §9, spec 02 §1). Pricing pages, quota checks, the API-token gate
 * and billing all read it from here.
 */
export const PLANS: readonly Plan[] = [
  {
    tier: "free",
    name: "Free",
    price: 0,
    period: "month",
    description: "Try AdLens on your own creatives.",
    monthly_limit: 10,
    batch_limit: 10,
    api_access: false,
    can_delete: false,
    team_seats: 0,
    features: [
      "10 image analyses per month",
      "Effectiveness score with reasons",
      "Colour, text and CTA analysis",
      "Attention heatmap",
    ],
    button_text: "Start Free",
    popular: false,
  },
  {
    tier: "basic",
    name: "Basic",
    price: 99,
    period: "month",
    description: "For businesses and agencies analysing campaigns every week.",
    monthly_limit: 300,
    batch_limit: 300,
    api_access: false,
    can_delete: true,
    team_seats: 0,
    features: [
      "300 image analyses per month",
      "Analytics dashboard",
      "Search, filter and export",
      "Compare up to 4 creatives",
      "Email support",
    ],
    button_text: "Get Basic",
    popular: false,
  },
  {
    tier: "pro",
    name: "Pro",
    price: 199,
    period: "month",
    description: "For growing companies and bigger agencies that automate creative review.",
    monthly_limit: 1500,
    batch_limit: 20,
    api_access: true,
    can_delete: true,
    team_seats: 0,
    features: [
      "1,500 image analyses per month",
      "REST API, SDK and CLI access",
      "Advanced analytics and brand ranking",
      "Batch upload",
      "Priority support",
    ],
    button_text: "Get Pro",
    popular: true,
  },
  {
    tier: "enterprise",
    name: "Enterprise",
    price: 2999,
    period: "month",
    description: "For large organisations with teams, brands and custom needs.",
    monthly_limit: 10000,
    batch_limit: 100,
    api_access: true,
    can_delete: true,
    team_seats: 25,
    features: [
      "10,000 image analyses per month",
      "Team collaboration",
      "White-label options",
      "Custom AI models",
      "Dedicated success manager",
    ],
    button_text: "Contact Sales",
    popular: false,
  },
];

export const TIER_RANK: Record<Tier, number> = { free: 0, basic: 1, pro: 2, enterprise: 3 };

export function planFor(tier: Tier): Plan {
  const plan = PLANS.find((p) => p.tier === tier);
  if (!plan) throw new Error(`unknown tier ${tier}`);
  return plan;
}
