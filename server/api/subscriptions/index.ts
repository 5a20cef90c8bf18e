import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorSchema, successSchema } from "#common/api/envelope.ts";
import { stricterRateLimit } from "../../http/rate-limit.ts";
import type { Services } from "../../services/index.ts";

/**
 * A notice board's messages stopped in one step (RFC 8058; decision 0205): every message names
 * this address in its `List-Unsubscribe` header, and a mail program posts
 * `List-Unsubscribe=One-Click` to it, with no cookie and no page. A GET does nothing here (a
 * scanner that opens links must not unsubscribe anyone): people follow the message's own link
 * to `/subscriptions/unsubscribe`, whose button does the same.
 */
export const subscriptionRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  // The form body RFC 8058 prescribes, in this plugin's routes only.
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.post(
    "/subscriptions/unsubscribe",
    {
      config: stricterRateLimit(60, 60_000),
      schema: {
        tags: ["notices"],
        summary: "One-click unsubscribe from a notice board's messages (RFC 8058)",
        description:
          "The `token` is the one in the message's `List-Unsubscribe` header. Answers 200 and the same empty " +
          "answer whether or not the subscription still exists; the subscription is deleted.",
        querystring: z.object({
          token: z.string().max(100, { error: "token must be the message's unsubscribe token" }),
        }),
        body: z.object(
          { "List-Unsubscribe": z.literal("One-Click", { error: "the body must be List-Unsubscribe=One-Click" }) },
          { error: "the body must be List-Unsubscribe=One-Click" },
        ),
        response: { 200: successSchema({}), 400: errorSchema, 415: errorSchema },
      },
    },
    async (request, reply) => {
      await services.subscriptions.unsubscribe(request.query.token);
      reply.header("cache-control", "no-store");
      return { status: "success" as const, data: {} };
    },
  );
};
