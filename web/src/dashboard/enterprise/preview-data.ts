/**
 * Demonstration data for the Team and Projects previews (spec 02 §2 and §9: 12 members,
 * 8 projects, 1247 analyses, 1.8 s). Team features are not built yet; every screen that shows
 * this data labels it as a preview.
 */
export const PREVIEW_TOTALS = { members: 12, projects: 8, analyses: 1247, avgProcessingSeconds: 1.8 } as const;

export interface PreviewMember {
  name: string;
  email: string;
  role: "Admin" | "Editor" | "Viewer";
  analyses: number;
}

export const PREVIEW_MEMBERS: readonly PreviewMember[] = [
  { name: "Avery Chen", email: "avery@example.com", role: "Admin", analyses: 214 },
  { name: "Jordan Patel", email: "jordan@example.com", role: "Admin", analyses: 187 },
  { name: "Sam Rivera", email: "sam@example.com", role: "Editor", analyses: 163 },
  { name: "Taylor Brooks", email: "taylor@example.com", role: "Editor", analyses: 142 },
  { name: "Morgan Lee", email: "morgan@example.com", role: "Editor", analyses: 121 },
  { name: "Riley Novak", email: "riley@example.com", role: "Editor", analyses: 98 },
  { name: "Casey Okafor", email: "casey@example.com", role: "Editor", analyses: 87 },
  { name: "Jamie Lindqvist", email: "jamie@example.com", role: "Viewer", analyses: 76 },
  { name: "Drew Santos", email: "drew@example.com", role: "Viewer", analyses: 59 },
  { name: "Quinn Harper", email: "quinn@example.com", role: "Viewer", analyses: 48 },
  { name: "Reese Nakamura", email: "reese@example.com", role: "Viewer", analyses: 31 },
  { name: "Skyler Dubois", email: "skyler@example.com", role: "Viewer", analyses: 21 },
];

export interface PreviewProject {
  name: string;
  brand: string;
  analyses: number;
  members: number;
  status: "Active" | "In review" | "Completed";
}

export const PREVIEW_PROJECTS: readonly PreviewProject[] = [
  { name: "Spring Launch", brand: "Northwind", analyses: 248, members: 5, status: "Active" },
  { name: "Summer Sale", brand: "Contoso", analyses: 196, members: 4, status: "Active" },
  { name: "Holiday Campaign", brand: "Fabrikam", analyses: 173, members: 6, status: "In review" },
  { name: "Brand Refresh", brand: "Northwind", analyses: 161, members: 3, status: "Active" },
  { name: "Product Teasers", brand: "Tailspin", analyses: 142, members: 4, status: "Completed" },
  { name: "Retargeting Q3", brand: "Contoso", analyses: 128, members: 2, status: "Active" },
  { name: "Event Sponsorship", brand: "Fabrikam", analyses: 109, members: 3, status: "In review" },
  { name: "Loyalty Programme", brand: "Tailspin", analyses: 90, members: 2, status: "Completed" },
];

/** Spec 02 §9: preview ROI figures are random between 15 and 34 percent. */
export function previewRoi(): number {
  return 15 + Math.floor(Math.random() * 20);
}
