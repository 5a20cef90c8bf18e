import swagger from "@fastify/swagger";
import type { FastifyInstance, FastifyPluginAsync } from "fastify";
import {
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from "fastify-type-provider-zod";
import { site } from "#common/site.ts";
import { registerCors } from "../http/cors.ts";
import { refuseOverloaded } from "../delivery/overload.ts";
import type { UnknownApiPathHandler } from "../http/request-guards.ts";
import { Overloaded } from "../services/work-gate.ts";
import { databaseTrouble, logDatabaseTrouble } from "../db/unavailable.ts";
import type { Services } from "../services/index.ts";
import { Refusal } from "../services/refusal.ts";
import { alumniRoutes } from "./alumni/index.ts";
import { installAnswerCache } from "../delivery/answer-cache.ts";
import { auditRoutes } from "./audit/index.ts";
import { authRoutes } from "./auth/index.ts";
import { campusRoutes } from "./campus/index.ts";
import { contentRoutes } from "./content/index.ts";
import { departmentRoutes } from "./departments/index.ts";
import { registerDocsPage } from "./docs-page.ts";
import { ApiError, codeForStatus, errorBody, statusForCode } from "./errors.ts";
import { facultyRoutes } from "./faculty/index.ts";
import { fileRoutes } from "./files/index.ts";
import { grievanceRoutes } from "./grievances/index.ts";
import { holidayRoutes } from "./holidays/index.ts";
import { homeBlockRoutes } from "./home/index.ts";
import { mailRoutes } from "./mail/index.ts";
import { noticeRoutes } from "./notice/index.ts";
import { noticePublishingRoutes } from "./notice-publishing/index.ts";
import { noticeTextRoutes } from "./notice-text/index.ts";
import { officialRoutes } from "./officials/index.ts";
import { programRoutes } from "./program/index.ts";
import { readinessRoutes } from "./readiness/index.ts";
import { sampleDataRoutes } from "./sample-data/index.ts";
import { searchRoutes } from "./search/index.ts";
import { staffAccountRoutes } from "./staff-accounts/index.ts";
import { subscriptionRoutes } from "./subscriptions/index.ts";
import { staffProfileRoutes } from "./staff-profile/index.ts";
import { decorateStaffSession, sessionCookieName } from "./staff-session.ts";

/** Turns a schema failure into a sentence that names the parameter that is wrong. */
function describeValidation(
  issues: ReadonlyArray<{ instancePath: string; message?: string }>,
  context: string | undefined,
): string {
  return issues
    .map((issue) => {
      const name = issue.instancePath.replace(/^\//, "").replaceAll("/", ".");
      const message = issue.message ?? "is invalid";
      return name && !message.startsWith(name) ? `${name}: ${message}` : message;
    })
    .join("; ")
    .replace(/^$/, `invalid ${context ?? "request"}`);
}

function registerErrorHandling(app: FastifyInstance, answerUnknownPath: UnknownApiPathHandler) {
  app.setErrorHandler((error, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply
        .code(400)
        .send(
          errorBody("bad_request", describeValidation(error.validation, error.validationContext), error.validation),
        );
    }
    if (error instanceof Refusal) {
      if (error.retryAfterSeconds !== undefined) reply.header("retry-after", error.retryAfterSeconds);
      return reply.code(statusForCode(error.code)).send(errorBody(error.code, error.message, error.details));
    }
    if (error instanceof ApiError) {
      return reply.code(error.statusCode).send(errorBody(error.code, error.message, error.details));
    }
    const status = typeof error === "object" && error && "statusCode" in error ? Number(error.statusCode) : 500;
    if (status >= 400 && status < 500) {
      const message = error instanceof Error ? error.message : "Bad request";
      return reply.code(status).send(errorBody(codeForStatus(status), message));
    }
    if (error instanceof Overloaded) return refuseOverloaded(request, reply, error.message);
    const trouble = databaseTrouble(error);
    if (trouble) {
      logDatabaseTrouble(request.log, trouble, error);
      return reply
        .code(503)
        .header("retry-after", trouble.retryAfterSeconds)
        .send(
          errorBody(
            "service_unavailable",
            trouble.kind === "full"
              ? "The site cannot save anything just now. Please try again later."
              : "The site cannot reach its database just now. Please try again shortly.",
          ),
        );
    }
    request.log.error({ err: error }, "request failed");
    return reply.code(500).send(errorBody("internal_error", "Something went wrong on our side. Please try again."));
  });
  // Reached when a route hands the request on (the CORS preflight route does, for a
  // preflight it refuses): the same 404, or 405 with `Allow`, as a path no route takes.
  app.setNotFoundHandler(answerUnknownPath);
}

/** Everything under /api/v1: the resources, their OpenAPI document and its docs page. */
export type ApiPluginOptions = {
  services: Services;
  /** Origins allowed to read the API from a browser (see CORS_ORIGINS). */
  corsOrigins: readonly string[];
  answerUnknownPath: UnknownApiPathHandler;
};

export const apiPlugin: FastifyPluginAsync<ApiPluginOptions> = async (
  app,
  { services, corsOrigins, answerUnknownPath },
) => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app, answerUnknownPath);
  await registerCors(app, corsOrigins);
  decorateStaffSession(app);
  installAnswerCache(app, app.responses);

  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: `${site.shortName} public API`,
        description: `Public data and staff operations of ${site.name}.`,
        version: "1.0.0",
      },
      servers: [{ url: "/" }],
      components: {
        securitySchemes: {
          bearerAuth: { type: "http", scheme: "bearer", bearerFormat: "JWT" },
          // The console in a browser (decision 0155); its writes also need the X-CSRF-Token header.
          consoleSession: { type: "apiKey", in: "cookie", name: sessionCookieName },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  app.get("/openapi.json", { schema: { hide: true } }, () => app.swagger());
  await registerDocsPage(app);

  const publicRoutes = [
    campusRoutes,
    departmentRoutes,
    facultyRoutes,
    programRoutes,
    noticeRoutes,
    fileRoutes,
    searchRoutes,
    subscriptionRoutes,
  ];
  const staffRoutes = [
    authRoutes,
    noticePublishingRoutes,
    noticeTextRoutes,
    staffAccountRoutes,
    staffProfileRoutes,
    auditRoutes,
    grievanceRoutes,
    alumniRoutes,
    contentRoutes,
    officialRoutes,
    holidayRoutes,
    homeBlockRoutes,
    sampleDataRoutes,
    mailRoutes,
    readinessRoutes,
  ];
  for (const routes of [...publicRoutes, ...staffRoutes]) {
    await app.register(routes, { services });
  }
};
