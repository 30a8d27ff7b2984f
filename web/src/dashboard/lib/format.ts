export const formatNumber = (n: number) => n.toLocaleString("en-US");

export const formatPrice = (dollars: number) => `$${dollars.toLocaleString("en-US")}`;

export function formatDate(iso: string | null): string {
  if (!iso) return "—";
  const d = new Date(iso);
  return Number.isNaN(d.getTime())
    ? "—"
    : d.toLocaleDateString(undefined, { year: "numeric", month: "long", day: "numeric" });
}
