import { lazy, type ReactNode, Suspense, useEffect } from "react";
import { matchPath, Route, Routes, useLocation } from "react-router-dom";
import { CookieBanner } from "./components/cookie-banner.tsx";
import { FullPageLoading } from "./components/layout/full-page-loading.tsx";
import { ProtectedRoute } from "./components/layout/protected-route.tsx";
import { ScrollManager } from "./components/layout/scroll-manager.tsx";
import { track } from "./lib/analytics.ts";
import LandingPage from "./pages/landing/LandingPage.tsx";
import NotFoundPage from "./pages/NotFoundPage.tsx";
import { NOT_FOUND_TITLE, ROUTES } from "./routes.ts";

// Everything but the landing page is split out, so the first visit downloads only what it shows.
const LoginPage = lazy(() => import("./pages/auth/LoginPage.tsx"));
const SignupPage = lazy(() => import("./pages/auth/SignupPage.tsx"));
const ForgotPasswordPage = lazy(() => import("./pages/auth/ForgotPasswordPage.tsx"));
const ResetPasswordPage = lazy(() => import("./pages/auth/ResetPasswordPage.tsx"));
const ContactPage = lazy(() => import("./pages/ContactPage.tsx"));
const DemoPage = lazy(() => import("./pages/demo/DemoPage.tsx"));
const PrivacyPage = lazy(() => import("./pages/legal/PrivacyPage.tsx"));
const TermsPage = lazy(() => import("./pages/legal/TermsPage.tsx"));
const CookiesPage = lazy(() => import("./pages/legal/CookiesPage.tsx"));
const SalesDeckPage = lazy(() => import("./pages/SalesDeckPage.tsx"));
const BenchmarkPage = lazy(() => import("./pages/benchmark/BenchmarkPage.tsx"));
const FreeDashboardPage = lazy(() => import("./dashboard/FreeDashboardPage.tsx"));
const BasicDashboardPage = lazy(() => import("./dashboard/BasicDashboardPage.tsx"));
const ProDashboardPage = lazy(() => import("./dashboard/ProDashboardPage.tsx"));
const EnterpriseDashboardPage = lazy(() => import("./dashboard/EnterpriseDashboardPage.tsx"));
const SettingsPage = lazy(() => import("./settings/SettingsPage.tsx"));
const ApiDocsPage = lazy(() => import("./api-docs/ApiDocsPage.tsx"));
const AcceptInvitationPage = lazy(() => import("./pages/team/AcceptInvitationPage.tsx"));
const SharedPage = lazy(() => import("./pages/team/SharedPage.tsx"));

function Protected({ children }: { children: ReactNode }) {
  return <ProtectedRoute>{children}</ProtectedRoute>;
}

/** A page_view per navigation, sent only with analytics consent (see lib/analytics.ts), and the page's title. */
function PageViews() {
  const { pathname } = useLocation();
  useEffect(() => {
    const route = ROUTES.find((r) => matchPath(r.path, pathname));
    document.title = route?.title ?? NOT_FOUND_TITLE;
    track("page_view", undefined, pathname);
  }, [pathname]);
  return null;
}

export function App() {
  return (
    <>
      <ScrollManager />
      <PageViews />
      <Suspense fallback={<FullPageLoading />}>
        <Routes>
          <Route path="/" element={<LandingPage />} />
          <Route path="/login" element={<LoginPage />} />
          <Route path="/signup" element={<SignupPage />} />
          <Route path="/forgot-password" element={<ForgotPasswordPage />} />
          <Route path="/reset-password" element={<ResetPasswordPage />} />
          <Route path="/contact" element={<ContactPage />} />
          <Route path="/demo" element={<DemoPage />} />
          <Route path="/privacy" element={<PrivacyPage />} />
          <Route path="/terms" element={<TermsPage />} />
          <Route path="/cookies" element={<CookiesPage />} />
          <Route path="/sales-deck" element={<SalesDeckPage />} />
          <Route path="/benchmark" element={<BenchmarkPage />} />
          <Route path="/shared/:token" element={<SharedPage />} />
          <Route
            path="/invitations/accept"
            element={
              <Protected>
                <AcceptInvitationPage />
              </Protected>
            }
          />
          <Route
            path="/dashboard"
            element={
              <Protected>
                <FreeDashboardPage />
              </Protected>
            }
          />
          <Route
            path="/dashboard/basic"
            element={
              <Protected>
                <BasicDashboardPage />
              </Protected>
            }
          />
          <Route
            path="/dashboard/pro"
            element={
              <Protected>
                <ProDashboardPage />
              </Protected>
            }
          />
          <Route
            path="/dashboard/enterprise"
            element={
              <Protected>
                <EnterpriseDashboardPage />
              </Protected>
            }
          />
          <Route
            path="/settings"
            element={
              <Protected>
                <SettingsPage />
              </Protected>
            }
          />
          <Route path="/api-docs" element={<ApiDocsPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
      <CookieBanner />
    </>
  );
}
