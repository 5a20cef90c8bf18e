/**
 * Serves the bare React Router page (built by bench/pages.ts into the directory given as the
 * first argument) on the loopback port given as the second: its assets as files, every other
 * path rendered by React Router. Assets go Brotli-compressed to a browser that asks, as the
 * site's do, so the network Lighthouse simulates weighs the same for both. Prints "listening"
 * once it is.
 */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import { createRequestListener } from "@remix-run/node-fetch-server";
import { createRequestHandler, type ServerBuild } from "react-router";

const [buildDirectory, port] = process.argv.slice(2) as [string, string];
const client = path.join(buildDirectory, "client");
const build = (await import(path.join(buildDirectory, "server/index.js"))) as ServerBuild;
const render = createRequestHandler(build, "production");
const types: Record<string, string> = { ".js": "text/javascript", ".css": "text/css" };
const compressed = new Map<string, Buffer>();

const server = http.createServer(
  createRequestListener(async (request) => {
    const { pathname } = new URL(request.url);
    const file = path.join(client, pathname);
    if (pathname.startsWith("/assets/") && file.startsWith(client + path.sep) && fs.existsSync(file)) {
      const headers = new Headers({ "content-type": types[path.extname(file)] ?? "application/octet-stream" });
      if (!request.headers.get("accept-encoding")?.includes("br")) {
        return new Response(new Uint8Array(fs.readFileSync(file)), { headers });
      }
      const body = compressed.get(file) ?? zlib.brotliCompressSync(fs.readFileSync(file));
      compressed.set(file, body);
      headers.set("content-encoding", "br");
      return new Response(new Uint8Array(body), { headers });
    }
    return render(request);
  }),
);
server.listen(Number(port), "127.0.0.1", () => console.log("listening"));
