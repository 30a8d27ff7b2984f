import path from "node:path";
import type { BunPlugin } from "bun";

const ROUTER = path.dirname(Bun.resolveSync("react-router/package.json", import.meta.dir));

/**
 * React Router publishes its production build beside the development one but exports only the
 * development build (warnings, invariant messages, about 40 KB more), choosing by no condition a
 * bundler can set. The production web build points both entries at dist/production.
 */
const productionRouter: BunPlugin = {
  name: "adlens-production-router",
  setup(build) {
    build.onResolve({ filter: /^react-router$/ }, () => ({
      path: path.join(ROUTER, "dist/production/index.mjs"),
    }));
    build.onResolve({ filter: /^react-router\/dom$/ }, () => ({
      path: path.join(ROUTER, "dist/production/dom-export.mjs"),
    }));
  },
};

export default productionRouter;
