import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseResponse, streamRequest } from "../support/raw-http.ts";
import { killStartedServers, startSite, stopServer, type RunningServer } from "../support/server-process.ts";

// The site as `npm start` runs it, fed bodies no browser sends: far too large, or a byte at a time.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "dseu-page-bodies-"));
let site: RunningServer;
let port: number;

beforeAll(async () => {
  site = await startSite(dataDir);
  port = Number(new URL(site.address).port);
}, 300_000);

afterAll(async () => {
  if (site) await stopServer(site);
  killStartedServers();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const hundredMegabytes = 100 * 1024 * 1024;

function postHead(url: string, contentType: string, length: "chunked" | number): string {
  const framing = length === "chunked" ? "Transfer-Encoding: chunked" : `Content-Length: ${length}`;
  return `POST ${url} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: ${contentType}\r\n${framing}\r\n\r\n`;
}

describe("a page post's body is capped as it streams", () => {
  it.each(["/alumni", "/grievance-form", "/grievance-status", "/preferences"])(
    "%s: 100 MB of form fields, chunked, get a 413 long before their end, and the site lives on",
    async (url) => {
      const { response, sentBytes } = await streamRequest(port, {
        head: postHead(url, "application/x-www-form-urlencoded", "chunked"),
        bodyBytes: hundredMegabytes,
        chunked: true,
      });
      expect(response?.status).toBe(413);
      expect(sentBytes).toBeLessThan(hundredMegabytes);
      expect((await fetch(`${site.address}/readyz`)).status).toBe(200);
    },
  );

  it("/grievance-form: a 100 MB file part, chunked, gets a 413 long before its end", async () => {
    const boundary = "----dseu-test-boundary";
    const { response, sentBytes } = await streamRequest(port, {
      head:
        postHead("/grievance-form", `multipart/form-data; boundary=${boundary}`, "chunked") +
        // The first chunk opens the file part; the rest of the body is its content.
        (() => {
          const opening = `--${boundary}\r\nContent-Disposition: form-data; name="attachment"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n`;
          return `${Buffer.byteLength(opening).toString(16)}\r\n${opening}\r\n`;
        })(),
      bodyBytes: hundredMegabytes,
      chunked: true,
    });
    expect(response?.status).toBe(413);
    expect(sentBytes).toBeLessThan(hundredMegabytes);
  });

  it("/preferences: a declared 150 MB body is refused with 413 before any of it is read", async () => {
    const bodyBytes = 150 * 1024 * 1024;
    const { response, sentBytes } = await streamRequest(port, {
      head: postHead("/preferences", "application/x-www-form-urlencoded", bodyBytes),
      bodyBytes,
      chunked: false,
    });
    expect(response?.status).toBe(413);
    expect(sentBytes).toBeLessThan(bodyBytes);
  });
});

/**
 * Opens `count` posts to /preferences that each promise 50,000 bytes (within its limit) and
 * send one every half second. `answered` counts those the server has answered (or closed).
 */
function slowPosts(count: number) {
  let answered = 0;
  const sockets = Array.from({ length: count }, () => {
    const socket = net.connect(port, "127.0.0.1");
    socket.write(postHead("/preferences", "application/x-www-form-urlencoded", 50_000) + "t");
    const drip = setInterval(() => socket.write("a"), 500);
    socket.once("data", () => (answered += 1));
    // A server that went down resets them: the pages asked for answer that.
    socket.on("error", () => socket.destroy());
    socket.once("close", () => clearInterval(drip));
    return socket;
  });
  return {
    answered: () => answered,
    close: () => sockets.forEach((socket) => socket.destroy()),
  };
}

describe("slow bodies", () => {
  it("twenty posts sending a byte at a time hold no render: uncached pages still answer 200", async () => {
    const slow = slowPosts(20);
    try {
      // Long enough for every slow post to have been read as far as its first bytes.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      for (const url of ["/grievance-form", "/hi/grievance-form", "/admin-login"]) {
        const response = await fetch(`${site.address}${url}`);
        expect(response.status, url).toBe(200);
        expect(response.headers.get("x-page-cache"), url).not.toBe("hit");
      }
      // The slow posts are still arriving: they were not answered to make room.
      expect(slow.answered()).toBe(0);
    } finally {
      slow.close();
    }
  });

  it("a body that stops arriving is refused with 408 and its connection closed", async () => {
    const answer = await new Promise<Buffer>((resolve) => {
      const socket = net.connect(port, "127.0.0.1");
      const received: Buffer[] = [];
      socket.on("data", (chunk) => received.push(chunk));
      socket.on("close", () => resolve(Buffer.concat(received)));
      socket.write(postHead("/preferences", "application/x-www-form-urlencoded", 100) + "textSize=");
    });
    const response = parseResponse(answer);
    expect(response?.status).toBe(408);
    expect(response?.headers.connection).toBe("close");
  });
});
