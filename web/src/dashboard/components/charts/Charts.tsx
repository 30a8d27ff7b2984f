import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Line,
  LineChart,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import type { MonthlyTrend } from "../../lib/models.ts";

/** Recharts draws with inline colours, so these mirror the theme tokens in styles.css. */
const COLOURS = {
  high: "var(--success)",
  medium: "var(--warning)",
  low: "var(--destructive)",
  primary: "var(--primary)",
};
const AXIS = { fontSize: 12, fill: "var(--muted-foreground)" };
const TOOLTIP = {
  contentStyle: {
    background: "var(--card)",
    border: "1px solid var(--border)",
    borderRadius: 8,
    color: "var(--foreground)",
  },
};

export interface DistributionDatum {
  key: "high" | "medium" | "low";
  label: string;
  value: number;
}

export function DistributionChart({ data }: { data: DistributionDatum[] }) {
  return (
    <ResponsiveContainer width="100%" height={220}>
      <PieChart>
        <Pie data={data} dataKey="value" nameKey="label" innerRadius={50} outerRadius={85} paddingAngle={2}>
          {data.map((d) => (
            <Cell key={d.key} fill={COLOURS[d.key]} />
          ))}
        </Pie>
        <Tooltip {...TOOLTIP} />
      </PieChart>
    </ResponsiveContainer>
  );
}

/** A month without analyses has a null average, which the score line leaves as a gap. */
export function MonthlyTrendsChart({ data }: { data: MonthlyTrend[] }) {
  return (
    <ResponsiveContainer width="100%" height={240}>
      <LineChart data={data} margin={{ top: 8, right: 16, left: 0, bottom: 0 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
        <XAxis dataKey="month" tick={AXIS} />
        <YAxis yAxisId="count" allowDecimals={false} tick={AXIS} width={32} />
        <YAxis yAxisId="score" orientation="right" domain={[0, 10]} tick={AXIS} width={32} />
        <Tooltip {...TOOLTIP} />
        <Line yAxisId="count" type="linear" dataKey="count" name="Analyses" stroke={COLOURS.primary} strokeWidth={2} />
        <Line
          yAxisId="score"
          type="linear"
          dataKey="avgEffectiveness"
          name="Avg. effectiveness"
          stroke={COLOURS.high}
          strokeWidth={2}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}

export function BrandRankingChart({ data }: { data: { brand: string; avgEffectiveness: number; count: number }[] }) {
  return (
    <ResponsiveContainer width="100%" height={Math.max(120, data.length * 40)}>
      <BarChart data={data} layout="vertical" margin={{ top: 0, right: 16, left: 8, bottom: 0 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" horizontal={false} />
        <XAxis type="number" domain={[0, 10]} tick={AXIS} />
        <YAxis type="category" dataKey="brand" tick={AXIS} width={110} />
        <Tooltip {...TOOLTIP} />
        <Bar dataKey="avgEffectiveness" name="Avg. effectiveness" fill={COLOURS.primary} radius={[0, 4, 4, 0]} />
      </BarChart>
    </ResponsiveContainer>
  );
}
