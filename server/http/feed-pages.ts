import type { FastifyInstance } from "fastify";
import { followPathOfFeed } from "#common/feed-paths.ts";

/**
 * A browser that opens a notice feed (a navigation: `Sec-Fetch-Dest: document`) is sent to the
 * feed's page, which a person can read, with 303 (docs/decisions/0234); a feed reader, which
 * sends no such header, gets the Atom feed. Answered before the page cache, which keeps the
 * feed by its address alone: a kept feed is always revalidated (`no-cache`), so a browser that
 * fetched it before is sent to the page as well.
 */
export function installFeedPageRedirects(app: FastifyInstance): void {
  app.addHook("onRequest", (request, reply, done) => {
    if ((request.method === "GET" || request.method === "HEAD") && request.headers["sec-fetch-dest"] === "document") {
      const queryStart = request.url.indexOf("?");
      const path = queryStart < 0 ? request.url : request.url.slice(0, queryStart);
      // Never `//host/…` or `/\host/…`, which a browser reads as another site's address.
      const page = /^\/[/\\]/.test(path) ? undefined : followPathOfFeed(path);
      if (page) {
        // Answered here: Fastify runs nothing more for a sent reply, so `done` is not called.
        return void reply
          .header("vary", "Sec-Fetch-Dest")
          .redirect(queryStart < 0 ? page : page + request.url.slice(queryStart), 303);
      }
    }
    done();
  });
}
