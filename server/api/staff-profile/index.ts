import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { facultySchema } from "#common/api/academics.ts";
import { errorSchema, idParamsSchema, successSchema } from "#common/api/envelope.ts";
import { departmentOverviewSchema, ownProfileChangeSchema } from "#common/api/staff-profile.ts";
import type { Services } from "../../services/index.ts";
import { found } from "../errors.ts";
import { bearerSecurity, requireStaff, sessionOf } from "../staff-session.ts";
import { staffWriteRateLimit } from "../../http/rate-limit.ts";

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

/** Faculty editing their own public profile, and heads of department their department's overview. */
export const staffProfileRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const facultyOnly = requireStaff(services, ["faculty"]);
  const profileAnswer = async (id: string) => ({
    status: "success" as const,
    data: { faculty: found(await services.faculty.find(id), "faculty member") },
  });

  app.get(
    "/faculty/me",
    {
      onRequest: facultyOnly,
      schema: {
        tags: ["staff"],
        summary: "The signed-in faculty member's own profile",
        security: bearerSecurity,
        response: { 200: successSchema({ faculty: facultySchema }), ...errors },
      },
    },
    async (request) => profileAnswer(await services.profiles.ownFacultyId(sessionOf(request).user)),
  );

  app.put(
    "/faculty/me",
    {
      config: staffWriteRateLimit,
      onRequest: facultyOnly,
      schema: {
        tags: ["staff"],
        summary: "Edit the signed-in faculty member's own profile",
        description: "Fields left out stay as they are. Name, email and department are kept by admins.",
        security: bearerSecurity,
        body: ownProfileChangeSchema,
        response: { 200: successSchema({ faculty: facultySchema }), ...errors },
      },
    },
    async (request) =>
      profileAnswer(await services.profiles.updateOwnProfile(sessionOf(request).user, request.body, request.ip)),
  );

  app.put(
    "/departments/:id/overview",
    {
      config: staffWriteRateLimit,
      onRequest: requireStaff(services, ["admin", "faculty"]),
      schema: {
        tags: ["staff"],
        summary: "Edit a department's overview (its head of department, or an admin)",
        security: bearerSecurity,
        params: idParamsSchema,
        body: departmentOverviewSchema,
        response: { 200: successSchema({ overview: z.string() }), ...errors },
      },
    },
    async (request) => {
      const { overview } = request.body;
      await services.profiles.updateDepartmentOverview(
        sessionOf(request).user,
        request.params.id,
        overview,
        request.ip,
      );
      return { status: "success" as const, data: { overview } };
    },
  );
};
