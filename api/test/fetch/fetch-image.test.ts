import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { ApiError } from "../../src/errors.ts";
import { type FetchImageOptions, fetchImage, type Resolver } from "../../src/services/fetch/fetch-image.ts";
import { tinyPng } from "../analyses/helpers.ts";
import { startImageServer } from "./image-server.ts";

let server: ReturnType<typeof startImageServer>;
let png: Uint8Array;
beforeAll(async () => {
  png = await tinyPng(1);
  server = startImageServer(png);
});
afterAll(() => server.stop());

const opts = (over: Partial<FetchImageOptions> = {}): FetchImageOptions => ({
  allowHosts: [`localhost:${server.port}`, `localhost:${server.rawPort}`],
  maxBytes: 10 * 1024 * 1024,
  timeoutMs: 5000,
  ...over,
});

async function failure(promise: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error("expected the fetch to fail");
}

describe("fetchImage", () => {
  test("downloads from an allow-listed local host and names the file from the path", async () => {
    const got = await fetchImage(`${server.base}/ad.png`, opts());
    expect([...got.bytes]).toEqual([...png]);
    expect(got.name).toBe("ad.png");
  });

  test("without the allow-list the same local server is refused", async () => {
    const res = await failure(fetchImage(`${server.base}/ad.png`, opts({ allowHosts: [] })));
    expect(res.code).toBe("url_not_allowed");
  });

  test("non-default ports are refused for hosts that are not allow-listed", async () => {
    expect((await failure(fetchImage("http://example.com:8080/ad.png", opts()))).message).toMatch(/default ports/);
    expect((await failure(fetchImage("https://example.com:8443/ad.png", opts()))).code).toBe("url_not_allowed");
  });

  test("only http and https, and no credentials in the URL", async () => {
    for (const url of [
      "file:///etc/passwd",
      "ftp://example.com/a.png",
      "gopher://example.com/",
      "data:image/png;base64,AA==",
    ]) {
      expect((await failure(fetchImage(url, opts()))).code).toBe("url_not_allowed");
    }
    expect((await failure(fetchImage("http://user:pw@example.com/a.png", opts()))).code).toBe("url_not_allowed");
  });

  test("IP literals in every blocked range are refused before any connection", async () => {
    const urls = [
      "http://127.0.0.1/a.png",
      "http://10.0.0.1/a.png",
      "http://172.16.5.4/a.png",
      "http://192.168.0.1/a.png",
      "http://169.254.169.254/latest/meta-data/",
      "http://100.64.0.1/a.png",
      "http://0.0.0.0/a.png",
      "http://224.0.0.1/a.png",
      "http://255.255.255.255/a.png",
      "http://[::1]/a.png",
      "http://[::ffff:127.0.0.1]/a.png",
      "http://[::ffff:a9fe:a9fe]/a.png",
      "http://[fe80::1]/a.png",
      "http://[fd00::1]/a.png",
      "http://[ff02::1]/a.png",
      "http://[::]/a.png",
      "http://2130706433/a.png",
      "http://0x7f.1/a.png",
    ];
    for (const url of urls) {
      const res = await failure(fetchImage(url, opts({ allowHosts: [] })));
      expect(`${url} ${res.code}`).toBe(`${url} url_not_allowed`);
    }
  });

  test("a name resolving to any private address (A or AAAA) is refused", async () => {
    const cases: Record<string, string[]> = {
      "internal.test": ["10.1.2.3"],
      "metadata.test": ["169.254.169.254"],
      "cgnat.test": ["100.100.100.100"],
      "mixed.test": ["93.184.216.34", "127.0.0.1"],
      "v6.test": ["2606:4700::1", "::1"],
      "ula.test": ["fd00::5"],
      "mapped.test": ["::ffff:192.168.1.1"],
    };
    const resolve: Resolver = async (host) =>
      (cases[host] ?? []).map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
    for (const host of Object.keys(cases)) {
      const res = await failure(fetchImage(`http://${host}/a.png`, opts({ resolve })));
      expect(`${host} ${res.code}`).toBe(`${host} url_not_allowed`);
    }
  });

  test("the connection goes to the address that was checked, with the original Host header", async () => {
    let lookups = 0;
    const resolve: Resolver = async () => {
      lookups++;
      return [{ address: "127.0.0.1", family: 4 }];
    };
    const host = `images.example.test:${server.port}`;
    const before = server.hosts.length;
    const got = await fetchImage(`http://${host}/ad.png`, opts({ allowHosts: [host], resolve }));
    expect(got.bytes.byteLength).toBe(png.byteLength);
    expect(lookups).toBe(1);
    expect(server.hosts.slice(before)).toEqual([host]);
  });

  test("an unresolvable host is fetch_failed", async () => {
    const resolve: Resolver = async () => [];
    expect((await failure(fetchImage("http://nowhere.test/a.png", opts({ resolve })))).code).toBe("fetch_failed");
  });

  test("redirects are followed by hand up to 3, relative ones included", async () => {
    expect((await fetchImage(`${server.base}/redirect/3`, opts())).bytes.byteLength).toBe(png.byteLength);
    expect((await fetchImage(`${server.base}/relative`, opts())).name).toBe("ad.png");
    const tooMany = await failure(fetchImage(`${server.base}/redirect/4`, opts()));
    expect(tooMany.code).toBe("fetch_failed");
    expect(tooMany.message).toMatch(/more than 3/);
  });

  test("every redirect hop is checked again", async () => {
    expect((await failure(fetchImage(`${server.base}/to-loopback`, opts()))).code).toBe("url_not_allowed");
    expect((await failure(fetchImage(`${server.base}/to-metadata`, opts()))).code).toBe("url_not_allowed");
    expect((await failure(fetchImage(`${server.base}/to-file`, opts()))).code).toBe("url_not_allowed");
  });

  test("bodies over the size limit are cut off, declared or chunked", async () => {
    expect((await failure(fetchImage(`${server.base}/huge-declared`, opts()))).code).toBe("payload_too_large");
    expect((await failure(fetchImage(`${server.base}/huge-chunked`, opts()))).code).toBe("payload_too_large");
  });

  test("a host slower than the time budget is fetch_failed", async () => {
    const res = await failure(fetchImage(`${server.base}/slow`, opts({ timeoutMs: 300 })));
    expect(res.code).toBe("fetch_failed");
    expect(res.message).toMatch(/too long/);
  });

  test("an error status is fetch_failed naming the status", async () => {
    const res = await failure(fetchImage(`${server.base}/missing.png`, opts()));
    expect(res).toEqual({ code: "fetch_failed", message: "The image URL answered HTTP 404." });
  });
});
