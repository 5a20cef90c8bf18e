import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorSchema, successSchema } from "#common/api/envelope.ts";
import {
  committeeAnswerSchema,
  committeeMemberAnswerSchema,
  committeeMemberChangeSchema,
  committeeMemberParamsSchema,
  committeeOrderSchema,
  committeeParamsSchema,
  committeesAnswerSchema,
  newCommitteeMemberSchema,
  officeParamsSchema,
  officialAnswerSchema,
  officialChangeSchema,
  officialOrderSchema,
  officialsAnswerSchema,
} from "#common/api/officials.ts";
import { sendCacheable } from "../../delivery/cacheable.ts";
import { staffWriteRateLimit } from "../../http/rate-limit.ts";
import type { Services } from "../../services/index.ts";
import { acceptPhotoBodies, photoOf, photoUploadDescription, registerPhotoRoutes } from "../photo-body.ts";
import { actorOf, bearerSecurity, requireStaff, staffWriteErrors, sessionOf } from "../staff-session.ts";

const editorsNote =
  "Admins, and editors given the page group of the page that shows the record (governance for the officers; " +
  "a committee's page's group for its members); 403 otherwise.";

/**
 * The university's officers and the members of its committees (docs/decisions/0161): public
 * reads, and staff writes with the same rules as the information pages.
 */
export const officialRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const editors = requireStaff(services, ["admin", "editor"]);
  acceptPhotoBodies(app);

  app.get(
    "/officials",
    {
      schema: {
        tags: ["officials"],
        summary: "The five officers with a page of their own; a name null is not yet published",
        response: { 200: officialsAnswerSchema },
      },
    },
    async (request, reply) => sendCacheable(request, reply, { officials: await services.officials.officials() }),
  );

  app.get(
    "/officials/:id",
    {
      schema: {
        tags: ["officials"],
        summary: "One officer",
        params: officeParamsSchema,
        response: { 200: officialAnswerSchema, 400: errorSchema },
      },
    },
    async (request, reply) =>
      sendCacheable(request, reply, { official: await services.officials.official(request.params.id) }),
  );

  app.patch(
    "/officials/:id",
    {
      config: staffWriteRateLimit,
      onRequest: editors,
      schema: {
        tags: ["officials"],
        summary: "Change an officer's name, designation, email or phone (null clears one)",
        description: editorsNote,
        security: bearerSecurity,
        params: officeParamsSchema,
        body: officialChangeSchema,
        response: { 200: officialAnswerSchema, ...staffWriteErrors },
      },
    },
    async (request) => ({
      status: "success" as const,
      data: {
        official: await services.officials.updateOfficial(
          sessionOf(request).user,
          actorOf(request),
          request.params.id,
          request.body,
        ),
      },
    }),
  );

  registerPhotoRoutes(app, {
    url: "/officials/:id/photo",
    tag: "officials",
    summaries: {
      replace: "Replace an officer's portrait",
      remove: "Remove an officer's portrait (the page shows a drawing again)",
    },
    editorsNote,
    onRequest: editors,
    params: officeParamsSchema,
    response: { 200: officialAnswerSchema, ...staffWriteErrors },
    key: "official",
    set: (request, { id }, photo) =>
      services.officials.setOfficialPhoto(sessionOf(request).user, actorOf(request), id, photo),
  });

  app.get(
    "/committees",
    {
      schema: {
        tags: ["officials"],
        summary: "Every committee and authority with its members, in the order they are listed",
        response: { 200: committeesAnswerSchema },
      },
    },
    async (request, reply) => sendCacheable(request, reply, { committees: await services.officials.committees() }),
  );

  app.get(
    "/committees/:committee",
    {
      schema: {
        tags: ["officials"],
        summary: "One committee and its members",
        params: committeeParamsSchema,
        response: { 200: committeeAnswerSchema, 400: errorSchema },
      },
    },
    async (request, reply) =>
      sendCacheable(request, reply, { committee: await services.officials.committee(request.params.committee) }),
  );

  app.post(
    "/committees/:committee/members",
    {
      config: staffWriteRateLimit,
      onRequest: editors,
      schema: {
        tags: ["officials"],
        summary: "Add a member, listed last",
        description: editorsNote,
        security: bearerSecurity,
        params: committeeParamsSchema,
        body: newCommitteeMemberSchema,
        response: { 201: committeeMemberAnswerSchema, ...staffWriteErrors },
      },
    },
    async (request, reply) => {
      const member = await services.officials.addMember(
        sessionOf(request).user,
        actorOf(request),
        request.params.committee,
        request.body,
      );
      return reply.code(201).send({ status: "success" as const, data: { member } });
    },
  );

  app.patch(
    "/committees/:committee/members/:id",
    {
      config: staffWriteRateLimit,
      onRequest: editors,
      schema: {
        tags: ["officials"],
        summary: "Change a member's name, designation, email or phone",
        description: editorsNote,
        security: bearerSecurity,
        params: committeeMemberParamsSchema,
        body: committeeMemberChangeSchema,
        response: { 200: committeeMemberAnswerSchema, ...staffWriteErrors },
      },
    },
    async (request) => ({
      status: "success" as const,
      data: {
        member: await services.officials.updateMember(
          sessionOf(request).user,
          actorOf(request),
          request.params.committee,
          request.params.id,
          request.body,
        ),
      },
    }),
  );

  app.put(
    "/committees/:committee/members/:id/photo",
    {
      config: staffWriteRateLimit,
      onRequest: editors,
      schema: {
        tags: ["officials"],
        summary: "Replace a member's portrait",
        description: `${photoUploadDescription} ${editorsNote}`,
        security: bearerSecurity,
        params: committeeMemberParamsSchema,
        response: { 200: committeeMemberAnswerSchema, ...staffWriteErrors },
      },
    },
    async (request) => ({
      status: "success" as const,
      data: {
        member: await services.officials.setMemberPhoto(
          sessionOf(request).user,
          actorOf(request),
          request.params.committee,
          request.params.id,
          photoOf(request.body),
        ),
      },
    }),
  );

  app.delete(
    "/committees/:committee/members/:id",
    {
      config: staffWriteRateLimit,
      onRequest: editors,
      schema: {
        tags: ["officials"],
        summary: "Remove a member from the list",
        description: editorsNote,
        security: bearerSecurity,
        params: committeeMemberParamsSchema,
        response: { 200: successSchema({ removed: z.string() }), ...staffWriteErrors },
      },
    },
    async (request) => {
      const { committee, id } = request.params;
      await services.officials.removeMember(sessionOf(request).user, actorOf(request), committee, id);
      return { status: "success" as const, data: { removed: id } };
    },
  );

  app.put(
    "/officials/order",
    {
      config: staffWriteRateLimit,
      onRequest: editors,
      schema: {
        tags: ["officials"],
        summary: "Put the officers in a new order",
        description: `officials names every office's id once, first listed first; 400 when it does not. ${editorsNote}`,
        security: bearerSecurity,
        body: officialOrderSchema,
        response: { 200: officialsAnswerSchema, ...staffWriteErrors },
      },
    },
    async (request) => ({
      status: "success" as const,
      data: {
        officials: await services.officials.reorderOfficials(sessionOf(request).user, actorOf(request), request.body),
      },
    }),
  );

  app.put(
    "/committees/:committee/order",
    {
      config: staffWriteRateLimit,
      onRequest: editors,
      schema: {
        tags: ["officials"],
        summary: "Put the members in a new order",
        description: `members names every member's id once, first listed first; 409 when it does not. ${editorsNote}`,
        security: bearerSecurity,
        params: committeeParamsSchema,
        body: committeeOrderSchema,
        response: { 200: committeeAnswerSchema, ...staffWriteErrors },
      },
    },
    async (request) => ({
      status: "success" as const,
      data: {
        committee: await services.officials.reorder(
          sessionOf(request).user,
          actorOf(request),
          request.params.committee,
          request.body,
        ),
      },
    }),
  );
};
