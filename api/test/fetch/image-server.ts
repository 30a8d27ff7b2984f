/**
 * A local image host for URL-fetch tests: a PNG, redirect chains, oversized and slow bodies.
 * It records the Host header of every request so tests can see where connections went.
 */
export function startImageServer(png: Uint8Array) {
  const hosts: string[] = [];
  // Bun.serve corrects a false Content-Length, so an honest-looking oversized header needs a raw socket.
  const raw = Bun.listen({
    hostname: "127.0.0.1",
    port: 0,
    socket: {
      data(socket) {
        socket.write(`HTTP/1.1 200 OK\r\ncontent-type: image/png\r\ncontent-length: ${50 * 1024 * 1024}\r\n\r\n`);
        socket.write(new Uint8Array(16));
      },
    },
  });
  const server = Bun.serve({
    hostname: "127.0.0.1",
    port: 0,
    async fetch(request): Promise<Response> {
      const url = new URL(request.url);
      hosts.push(request.headers.get("host") ?? "");
      const self = `http://localhost:${url.port}`;
      if (url.pathname === "/ad.png")
        return new Response(png as Uint8Array<ArrayBuffer>, { headers: { "content-type": "image/png" } });
      if (url.pathname === "/text.png")
        return new Response("<html>not an image</html>", { headers: { "content-type": "image/png" } });
      const hops = url.pathname.match(/^\/redirect\/(\d+)$/);
      if (hops) {
        const n = Number(hops[1]);
        return Response.redirect(n <= 1 ? `${self}/ad.png` : `${self}/redirect/${n - 1}`, 302);
      }
      if (url.pathname === "/to-loopback") return Response.redirect(`http://127.0.0.1:${url.port}/ad.png`, 302);
      if (url.pathname === "/to-metadata") return Response.redirect("http://169.254.169.254/latest/meta-data/", 301);
      if (url.pathname === "/to-file")
        return new Response(null, { status: 302, headers: { location: "file:///etc/passwd" } });
      if (url.pathname === "/relative") return new Response(null, { status: 307, headers: { location: "/ad.png" } });
      if (url.pathname === "/huge-declared") return Response.redirect(`http://localhost:${raw.port}/declared`, 302);
      if (url.pathname === "/huge-chunked") {
        let sent = 0;
        const chunk = new Uint8Array(1024 * 1024);
        return new Response(
          new ReadableStream({
            pull(controller) {
              if (sent >= 64) return controller.close();
              sent++;
              controller.enqueue(chunk);
            },
          }),
        );
      }
      if (url.pathname === "/slow") {
        await Bun.sleep(5000);
        return new Response(png as Uint8Array<ArrayBuffer>);
      }
      return new Response("missing", { status: 404 });
    },
  });
  return {
    port: server.port as number,
    base: `http://localhost:${server.port}`,
    rawPort: raw.port,
    hosts,
    stop: () => {
      raw.stop(true);
      server.stop(true);
    },
  };
}
