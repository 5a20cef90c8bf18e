import swagger from "@fastify/swagger";
import scalar from "@scalar/fastify-api-reference";
import type { FastifyInstance, FastifyPluginAsync } from "fastify";
import {
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from "fastify-type-provider-zod";
import { apiPrefix } from "#common/api/envelope.ts";
import { site } from "#common/site.ts";
import type { Services } from "../services/index.ts";
import { Refusal } from "../services/refusal.ts";
import { auditRoutes } from "./audit/index.ts";
import { authRoutes } from "./auth/index.ts";
import { campusRoutes } from "./campus/index.ts";
import { departmentRoutes } from "./departments/index.ts";
import { ApiError, codeForStatus, errorBody, statusForCode } from "./errors.ts";
import { facultyRoutes } from "./faculty/index.ts";
import { fileRoutes } from "./files/index.ts";
import { grievanceRoutes } from "./grievances/index.ts";
import { noticeRoutes } from "./notice/index.ts";
import { noticePublishingRoutes } from "./notice-publishing/index.ts";
import { programRoutes } from "./program/index.ts";
import { staffAccountRoutes } from "./staff-accounts/index.ts";
import { staffProfileRoutes } from "./staff-profile/index.ts";

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

function registerErrorHandling(app: FastifyInstance) {
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
      return reply.code(statusForCode(error.code)).send(errorBody(error.code, error.message));
    }
    if (error instanceof ApiError) {
      return reply.code(error.statusCode).send(errorBody(error.code, error.message, error.details));
    }
    const status = typeof error === "object" && error && "statusCode" in error ? Number(error.statusCode) : 500;
    if (status >= 400 && status < 500) {
      const message = error instanceof Error ? error.message : "Bad request";
      return reply.code(status).send(errorBody(codeForStatus(status), message));
    }
    request.log.error({ err: error }, "request failed");
    return reply.code(500).send(errorBody("internal_error", "Something went wrong on our side. Please try again."));
  });
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send(errorBody("not_found", `No API endpoint ${request.method} ${request.url.split("?")[0]}`)),
  );
}

/**
 * The reference page's policy: its inline start-up script carries the response's
 * nonce, and Scalar injects `<style>` elements at run time, which a style nonce
 * would block. Everything still comes from our own origin.
 */
function docsContentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join(";");
}

/** The human-readable reference (Scalar) for the OpenAPI document, under the site's strict CSP. */
async function registerDocsPage(app: FastifyInstance) {
  await app.register(async (docs) => {
    docs.addHook("onSend", async (_request, reply, payload) => {
      const nonce = reply.cspNonce?.script;
      if (!nonce || typeof payload !== "string" || !String(reply.getHeader("content-type")).startsWith("text/html")) {
        return payload;
      }
      reply.header("content-security-policy", docsContentSecurityPolicy(nonce));
      return payload.replace(/<script(?=[\s>])/g, `<script nonce="${nonce}"`);
    });
    await docs.register(scalar, {
      routePrefix: "/docs",
      configuration: { url: `${apiPrefix}/openapi.json`, withDefaultFonts: false },
    });
  });
}

/** Everything under /api/v1: the resources, their OpenAPI document and its docs page. */
export const apiPlugin: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: `${site.shortName} public API`,
        description: `Public data and staff operations of ${site.name}.`,
        version: "1.0.0",
      },
      servers: [{ url: "/" }],
      components: { securitySchemes: { bearerAuth: { type: "http", scheme: "bearer", bearerFormat: "JWT" } } },
    },
    transform: jsonSchemaTransform,
  });
  app.get("/openapi.json", { schema: { hide: true } }, () => app.swagger());
  await registerDocsPage(app);

  const publicRoutes = [campusRoutes, departmentRoutes, facultyRoutes, programRoutes, noticeRoutes, fileRoutes];
  const staffRoutes = [
    authRoutes,
    noticePublishingRoutes,
    staffAccountRoutes,
    staffProfileRoutes,
    auditRoutes,
    grievanceRoutes,
  ];
  for (const routes of [...publicRoutes, ...staffRoutes]) {
    await app.register(routes, { services });
  }
};
