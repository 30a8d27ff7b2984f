import { Navigate } from "react-router-dom";
import { PageLayout } from "../../components/layout/page-layout.tsx";
import { useAuth } from "../../lib/auth.tsx";
import { Features } from "./Features.tsx";
import { Hero } from "./Hero.tsx";
import { Pricing } from "./Pricing.tsx";

export default function LandingPage() {
  const { status } = useAuth();

  if (status === "signedIn") return <Navigate to="/dashboard" replace />;
  return (
    <PageLayout>
      <Hero />
      <Features />
      <Pricing />
    </PageLayout>
  );
}
