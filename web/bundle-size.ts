import path from "node:path";

/**
 * JavaScript a first visit to the landing page downloads: the entry script and every chunk it
 * imports statically (lazy routes are dynamic imports and excluded), gzipped.
 */
export async function landingJsGzipBytes(dist: string): Promise<number> {
  const html = await Bun.file(path.join(dist, "index.html")).text();
  const pending = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((m) => m[1] as string);
  const seen = new Set<string>();
  let total = 0;
  while (pending.length > 0) {
    const url = pending.pop() as string;
    if (seen.has(url)) continue;
    seen.add(url);
    const code = await Bun.file(path.join(dist, url)).text();
    total += Bun.gzipSync(code).length;
    for (const m of code.matchAll(/(?:^|[;}\s])import\s*(?:[\w*{}\s,$]*from\s*)?"(\/assets\/[^"]+\.js)"/g))
      pending.push(m[1] as string);
  }
  return total;
}
