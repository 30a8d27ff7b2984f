import { Menu, X } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Link, useLocation } from "react-router-dom";
import { useAuth } from "../../lib/auth.tsx";
import { cn } from "../../lib/cn.ts";
import { Button, buttonClasses } from "../ui/button.tsx";
import { Brand } from "./brand.tsx";

const NAV = [
  { label: "Features", to: "/#features" },
  { label: "Pricing", to: "/#pricing" },
  { label: "Demo", to: "/demo" },
  { label: "Contact", to: "/contact" },
] as const;

function AuthActions({ stacked, onNavigate }: { stacked?: boolean; onNavigate?: () => void }) {
  const { status, signOut } = useAuth();
  if (status === "signedIn") {
    return (
      <div className={cn("flex gap-2", stacked && "flex-col")}>
        <Link to="/dashboard" className={buttonClasses("outline")} onClick={onNavigate}>
          Dashboard
        </Link>
        <Button
          variant="ghost"
          onClick={() => {
            onNavigate?.();
            void signOut();
          }}
        >
          Sign Out
        </Button>
      </div>
    );
  }
  return (
    <div className={cn("flex gap-2", stacked && "flex-col")}>
      <Link to="/login" className={buttonClasses("ghost")} onClick={onNavigate}>
        Sign In
      </Link>
      <Link to="/signup" className={buttonClasses("default")} onClick={onNavigate}>
        Get Started
      </Link>
    </div>
  );
}

export function Header() {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const location = useLocation();

  // A route change closes the mobile menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => setOpen(false), [location.pathname, location.hash]);

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4 sm:px-6 lg:px-8">
        <Brand />
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {NAV.map((item) => (
              <li key={item.to}>
                <Link
                  to={item.to}
                  className={buttonClasses("ghost", "sm", "text-muted-foreground hover:text-foreground")}
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="hidden md:block">
          <AuthActions />
        </div>
        <Button
          variant="ghost"
          size="icon"
          className="md:hidden"
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={open ? "Close menu" : "Open menu"}
          onClick={() => setOpen((v) => !v)}
        >
          {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        </Button>
      </div>
      {open ? (
        <div id={menuId} className="border-t border-border px-4 pb-4 md:hidden">
          <nav aria-label="Mobile">
            <ul className="flex flex-col py-2">
              {NAV.map((item) => (
                <li key={item.to}>
                  <Link
                    to={item.to}
                    className="block rounded-md px-3 py-2 font-medium hover:bg-accent"
                    onClick={() => setOpen(false)}
                  >
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <AuthActions stacked onNavigate={() => setOpen(false)} />
        </div>
      ) : null}
    </header>
  );
}
