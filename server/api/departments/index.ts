import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { departmentSchema, departmentSchoolSchema } from "#common/api/academics.ts";
import { errorSchema, idParamsSchema, successSchema } from "#common/api/envelope.ts";
import type { Services } from "../../services/index.ts";
import { sendCacheable } from "../cacheable.ts";
import { found } from "../errors.ts";

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

  app.get(
    "/departments/:id",
    {
      schema: {
        tags: ["departments"],
        summary: "One department",
        params: idParamsSchema,
        response: { 200: successSchema({ department: departmentSchema }), 400: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) =>
      sendCacheable(request, reply, {
        department: found(await services.departments.find(request.params.id), "department"),
      }),
  );

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
