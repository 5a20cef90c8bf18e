import net from "node:net";
import zlib from "node:zlib";

export type RawResponse = { status: number; headers: Record<string, string>; body: Buffer };

/** Undoes `Transfer-Encoding: chunked`. */
function dechunk(data: Buffer): Buffer {
  const parts: Buffer[] = [];
  let offset = 0;
  while (offset < data.length) {
    const lineEnd = data.indexOf("\r\n", offset);
    if (lineEnd < 0) break;
    const size = Number.parseInt(data.subarray(offset, lineEnd).toString("latin1"), 16);
    if (!Number.isFinite(size) || size === 0) break;
    parts.push(data.subarray(lineEnd + 2, lineEnd + 2 + size));
    offset = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

function decode(body: Buffer, encoding: string | undefined): Buffer {
  if (encoding === "br") return zlib.brotliDecompressSync(body);
  if (encoding === "gzip" || encoding === "x-gzip") return zlib.gunzipSync(body);
  if (encoding === "deflate") return zlib.inflateSync(body);
  if (encoding === "zstd") return zlib.zstdDecompressSync(body);
  return body;
}

/** Parses the first response on a connection: status line, headers, body (de-chunked and decoded). */
export function parseResponse(data: Buffer): RawResponse | undefined {
  const headerEnd = data.indexOf("\r\n\r\n");
  if (headerEnd < 0) return undefined;
  const [statusLine = "", ...lines] = data.subarray(0, headerEnd).toString("latin1").split("\r\n");
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1]);
  if (!Number.isInteger(status)) return undefined;
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(":");
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  let body = data.subarray(headerEnd + 4);
  if (headers["transfer-encoding"] === "chunked") body = dechunk(body);
  else if (headers["content-length"]) body = body.subarray(0, Number(headers["content-length"]));
  return { status, headers, body: decode(body, headers["content-encoding"]) };
}

/**
 * Writes the bytes as they are (no client library would send most of what the
 * fuzz test sends) and reads until the server closes the connection.
 */
export function rawRequest(port: number, request: Buffer, timeoutMs = 15_000): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    socket.setTimeout(timeoutMs, () => {
      socket.destroy();
      reject(new Error(`no answer within ${timeoutMs} ms`));
    });
    socket.on("data", (chunk) => chunks.push(chunk));
    // The server may close while a large body is still being written; what it said counts.
    socket.on("error", () => resolve(Buffer.concat(chunks)));
    socket.on("close", () => resolve(Buffer.concat(chunks)));
    socket.write(request);
  });
}

/** Whether the data holds a whole response (one with a length or chunked; others end with the connection). */
function isComplete(data: Buffer): boolean {
  const headerEnd = data.indexOf("\r\n\r\n");
  if (headerEnd < 0) return false;
  const head = data.subarray(0, headerEnd).toString("latin1");
  const length = /\r\ncontent-length:\s*(\d+)/i.exec(head)?.[1];
  if (length !== undefined) return data.length - headerEnd - 4 >= Number(length);
  return /\r\ntransfer-encoding:\s*chunked/i.test(head) && data.subarray(-5).toString("latin1") === "0\r\n\r\n";
}

/**
 * Sends `head` (a request line and headers, ending in a blank line), then a body of
 * `bodyBytes` bytes, chunk after chunk of the same 64 KB (framed as chunks when `chunked`),
 * never holding more than that in memory, until the server answers or closes. Resolves
 * with its answer and how many body bytes had been written by then.
 */
export function streamRequest(
  port: number,
  { head, bodyBytes, chunked }: { head: string; bodyBytes: number; chunked: boolean },
): Promise<{ response: RawResponse | undefined; sentBytes: number }> {
  const piece = Buffer.alloc(64 * 1024, "a");
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    const received: Buffer[] = [];
    let sentBytes = 0;
    let over = false;
    const finish = () => {
      if (over) return;
      over = true;
      socket.destroy();
      resolve({ response: parseResponse(Buffer.concat(received)), sentBytes });
    };
    const writeMore = () => {
      while (!over && sentBytes < bodyBytes) {
        const part = piece.subarray(0, Math.min(piece.length, bodyBytes - sentBytes));
        sentBytes += part.length;
        const framed = chunked
          ? Buffer.concat([Buffer.from(`${part.length.toString(16)}\r\n`), part, Buffer.from("\r\n")])
          : part;
        const last = sentBytes === bodyBytes;
        if (!socket.write(last && chunked ? Buffer.concat([framed, Buffer.from("0\r\n\r\n")]) : framed)) {
          socket.once("drain", writeMore);
          return;
        }
      }
    };
    socket.on("data", (chunk) => {
      received.push(chunk);
      // A whole answer: what the server does with the rest of the body is not this request's concern.
      if (isComplete(Buffer.concat(received))) finish();
    });
    socket.on("error", finish);
    socket.on("close", finish);
    socket.write(head);
    writeMore();
  });
}
