import path from "node:path";

export const SDK_PACK = path.resolve(import.meta.dir, "../../sdk/pack");

/** `adlens-sdk.tgz` (the version this instance runs) or `adlens-sdk-<semver>.tgz` (pinned). */
const TARBALL = /^\/sdk\/(adlens-sdk(?:-\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?)?\.tgz)$/;

/**
 * The SDK as npm installs it, packed at build time (sdk/scripts/pack.ts), so a self-hosted
 * instance is its own package source: `npm install https://adlens.example.com/sdk/adlens-sdk.tgz`.
 * Answers null for anything else, and when the tarball was not built, so the API's JSON 404
 * answers instead.
 */
export async function serveSdkPackage(pathname: string, packDir = SDK_PACK): Promise<Response | null> {
  const name = TARBALL.exec(pathname)?.[1];
  if (!name) return null;
  const file = Bun.file(path.join(packDir, name));
  if (!(await file.exists())) return null;
  return new Response(file, {
    headers: {
      "content-type": "application/gzip",
      "content-disposition": `attachment; filename="${name}"`,
      // The stable name changes content when the instance upgrades; the versioned one never does.
      "cache-control": name === "adlens-sdk.tgz" ? "no-cache" : "public, max-age=31536000, immutable",
      "x-content-type-options": "nosniff",
    },
  });
}
