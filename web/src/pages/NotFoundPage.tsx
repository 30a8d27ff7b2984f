import { SearchX } from "lucide-react";
import { useEffect } from "react";
import { Link, useLocation } from "react-router-dom";
import { PageLayout } from "../components/layout/page-layout.tsx";
import { buttonClasses } from "../components/ui/button.tsx";
import { track } from "../lib/analytics.ts";

export default function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    track("page_not_found", { path: pathname }, pathname);
  }, [pathname]);

  return (
    <PageLayout>
      <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
        <span className="grid size-16 place-items-center rounded-full bg-secondary text-secondary-foreground">
          <SearchX className="size-8" aria-hidden="true" />
        </span>
        <h1 className="mt-6 text-3xl font-bold">404 Page Not Found</h1>
        <p className="mt-3 text-muted-foreground">
          We couldn't find <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-foreground">{pathname}</code>.
          It may have moved, or the link may be mistyped.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to="/" className={buttonClasses("default")}>
            Return to Home
          </Link>
          <Link to="/contact" className={buttonClasses("outline")}>
            Contact Support
          </Link>
        </div>
      </section>
    </PageLayout>
  );
}
