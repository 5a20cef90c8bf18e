import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { z } from "zod";
import { errorSchema, idParamsSchema, successSchema } from "#common/api/envelope.ts";
import { sendCacheable } from "../delivery/cacheable.ts";
import { found } from "./errors.ts";

export type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/**
 * `GET {path}/:id`: one item as `data[key]`, cacheable like the lists; a
 * malformed id is a 400 naming `id`, an id that matches nothing a 404.
 */
export function registerItemRoute<Item extends object>(
  app: ZodApp,
  route: {
    path: string;
    tag: string;
    summary: string;
    key: string;
    what: string;
    schema: z.ZodType<Item>;
    find: (id: string) => Promise<Item | undefined>;
  },
): void {
  app.get(
    `${route.path}/:id`,
    {
      schema: {
        tags: [route.tag],
        summary: route.summary,
        params: idParamsSchema,
        response: { 200: successSchema({ [route.key]: route.schema }), 400: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) =>
      sendCacheable(request, reply, { [route.key]: found(await route.find(request.params.id), route.what) }),
  );
}
