import { BookOpen, LogOut, Settings } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { Brand } from "../../components/layout/brand.tsx";
import { Button, buttonClasses } from "../../components/ui/index.ts";
import { useAuth } from "../../lib/auth.tsx";
import { WorkspaceSwitcher } from "./WorkspaceSwitcher.tsx";

export interface DashboardShellProps {
  title: string;
  /** Shown under the title; defaults to a welcome line with the user's e-mail. */
  welcome?: ReactNode;
  badge?: ReactNode;
  /** Extra header buttons, placed before Settings and Sign Out. */
  actions?: ReactNode;
  children: ReactNode;
}

/** An account this young is being used for the first time: "welcome back" would be wrong. */
const NEW_ACCOUNT_MS = 24 * 60 * 60 * 1000;

export function greeting(email: string, createdAt: string | undefined, now = Date.now()): string {
  const created = createdAt ? Date.parse(createdAt) : Number.NaN;
  return now - created < NEW_ACCOUNT_MS ? `Welcome to AdLens, ${email}` : `Welcome back, ${email}`;
}

/** The signed-in page frame: brand, dashboard title and welcome line, workspace switcher, Settings and Sign Out. */
export function DashboardShell({ title, welcome, badge, actions, children }: DashboardShellProps) {
  const { user, signOut } = useAuth();
  return (
    <div className="min-h-screen bg-muted/40">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-primary focus:px-4 focus:py-2 focus:text-primary-foreground"
      >
        Skip to content
      </a>
      <header className="border-b border-border bg-background">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-4 py-4 sm:px-6 lg:px-8">
          <div className="flex min-w-0 items-center gap-4">
            <Brand />
            <div className="min-w-0 border-l border-border pl-4">
              <div className="flex flex-wrap items-center gap-2">
                <h1 className="text-xl font-bold">{title}</h1>
                {badge}
              </div>
              <p className="truncate text-sm text-muted-foreground">
                {welcome ?? greeting(user?.email ?? "", user?.created_at)}
              </p>
            </div>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <WorkspaceSwitcher />
            {actions}
            <Link to="/settings" className={buttonClasses("outline", "sm")}>
              <Settings aria-hidden="true" className="size-4" />
              Settings
            </Link>
            <Button variant="ghost" size="sm" onClick={() => void signOut()}>
              <LogOut aria-hidden="true" className="size-4" />
              Sign Out
            </Button>
          </div>
        </div>
      </header>
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto max-w-7xl space-y-6 px-4 py-8 focus:outline-none sm:px-6 lg:px-8"
      >
        {children}
      </main>
    </div>
  );
}

/** The header link to the API reference, on every plan that includes API access (Pro and up). */
export function ApiDocsLink() {
  return (
    <Link to="/api-docs" className={buttonClasses("outline", "sm")}>
      <BookOpen aria-hidden="true" className="size-4" />
      API Docs
    </Link>
  );
}
