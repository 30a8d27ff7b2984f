import { Elysia } from "elysia";
import type { AppDeps } from "../../deps.ts";
import { addBrandKitLogoRoute } from "./add-brand-kit-logo.ts";
import { deleteBrandKitLogoRoute } from "./delete-brand-kit-logo.ts";
import { getAnalysisBrandFitRoute } from "./get-analysis-brand-fit.ts";
import { getBrandKitRoute } from "./get-brand-kit.ts";
import { getBrandKitLogoRoute } from "./get-brand-kit-logo.ts";
import { putBrandKitRoute } from "./put-brand-kit.ts";

export function brandKitRoutes(deps: AppDeps) {
  return new Elysia()
    .use(getBrandKitRoute(deps))
    .use(putBrandKitRoute(deps))
    .use(addBrandKitLogoRoute(deps))
    .use(getBrandKitLogoRoute(deps))
    .use(deleteBrandKitLogoRoute(deps))
    .use(getAnalysisBrandFitRoute(deps));
}
