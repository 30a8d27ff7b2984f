/**
 * A local webhook receiver: records every POST and can be told to fail the next few. Paths under
 * /slow answer after half a second, so concurrent deliveries overlap and `maxInFlight` counts them.
 */
export function startReceiver() {
  const received: { headers: Headers; body: string; path: string }[] = [];
  let failNext = 0;
  let downHits = 0;
  let inFlight = 0;
  let maxInFlight = 0;
  const server = Bun.serve({
    hostname: "127.0.0.1",
    port: 0,
    async fetch(request) {
      const path = new URL(request.url).pathname;
      // An image URL that takes a while to fail, for tests that need a batch still running.
      if (path === "/slow.png") await Bun.sleep(3_000);
      if (request.method !== "POST") return new Response("no", { status: 404 });
      const body = await request.text();
      if (path.startsWith("/slow/")) {
        maxInFlight = Math.max(maxInFlight, ++inFlight);
        await Bun.sleep(500);
        inFlight--;
      }
      if (path === "/down") {
        downHits++;
        return new Response("down", { status: 500 });
      }
      if (failNext > 0) {
        failNext--;
        return new Response("try later", { status: 503 });
      }
      received.push({ headers: request.headers, body, path });
      return new Response("ok");
    },
  });
  return {
    url: `http://127.0.0.1:${server.port}`,
    host: `127.0.0.1:${server.port}`,
    received,
    /** POSTs to /down, which always answers 500. */
    downHits: () => downHits,
    /** The most POSTs to /slow/… that were being answered at the same time. */
    maxInFlight: () => maxInFlight,
    failNextRequests(n: number) {
      failNext = n;
    },
    /** Waits until `n` bodies of `type` have arrived on `path` and returns them, parsed. */
    async waitFor(type: string, n: number, path = "/hook", timeoutMs = 45_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const hits = received.filter((r) => r.path === path && JSON.parse(r.body).type === type);
        if (hits.length >= n) return hits;
        if (Date.now() > deadline) throw new Error(`only ${hits.length} ${type} deliveries arrived on ${path}`);
        await Bun.sleep(50);
      }
    },
    stop: () => server.stop(true),
  };
}
