import { FullPageLoading } from "../components/layout/full-page-loading.tsx";

/** Stand-in so the router builds; the dashboard work replaces this file with the real page. */
export default function ApiDocsPage() {
  return <FullPageLoading />;
}
