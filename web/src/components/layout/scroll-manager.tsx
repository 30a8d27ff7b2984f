import { useEffect } from "react";
import { useLocation } from "react-router-dom";

/**
 * Client-side navigation does not scroll by itself: go to the #anchor when there is one
 * (the header's Features and Pricing links), otherwise to the top of the new page.
 */
export function ScrollManager() {
  const { pathname, hash } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new pathname must scroll too, even with the same hash
  useEffect(() => {
    if (!hash) {
      window.scrollTo(0, 0);
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    let tries = 0;
    // The target may be inside a lazy page or data that is still loading.
    const timer = window.setInterval(() => {
      const el = document.getElementById(id);
      if (el || ++tries > 40) {
        window.clearInterval(timer);
        el?.scrollIntoView({ block: "start" });
      }
    }, 50);
    return () => window.clearInterval(timer);
  }, [pathname, hash]);
  return null;
}
