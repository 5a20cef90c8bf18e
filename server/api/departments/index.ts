import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { departmentSchema, departmentSchoolSchema } from "#common/api/academics.ts";
import { successSchema } from "#common/api/envelope.ts";
import type { Services } from "../../services/index.ts";
import { sendCacheable } from "../../delivery/cacheable.ts";
import { registerItemRoute } from "../item-route.ts";

export const departmentRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.get(
    "/departments",
    {
      schema: {
        tags: ["departments"],
        summary: "List departments, sorted by name",
        response: { 200: successSchema({ departments: z.array(departmentSchema) }) },
      },
    },
    async (request, reply) => sendCacheable(request, reply, { departments: await services.departments.list() }),
  );

  registerItemRoute(app, {
    path: "/departments",
    tag: "departments",
    summary: "One department",
    key: "department",
    what: "department",
    schema: departmentSchema,
    find: services.departments.find,
  });

  app.get(
    "/departmentSchools",
    {
      schema: {
        tags: ["departments"],
        summary: "List schools, sorted by name, each with its departments",
        response: { 200: successSchema({ departmentSchools: z.array(departmentSchoolSchema) }) },
      },
    },
    async (request, reply) =>
      sendCacheable(request, reply, { departmentSchools: await services.departments.listSchools() }),
  );
};
