import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../support/api.ts";

describe("the API's documentation", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi("sqlite");
  });
  afterAll(() => api.close());

  it("describes every endpoint, with its parameters, in OpenAPI 3.1", async () => {
    const document = (await api.app.inject("/api/v1/openapi.json")).json();
    expect(document.openapi).toBe("3.1.0");
    expect(Object.keys(document.paths).sort()).toEqual(
      [
        "/api/v1/campus",
        "/api/v1/departmentSchools",
        "/api/v1/departments",
        "/api/v1/departments/{id}",
        "/api/v1/faculty",
        "/api/v1/faculty/{id}",
        "/api/v1/files/{id}",
        "/api/v1/notice",
        "/api/v1/notice/archived",
        "/api/v1/notice/{id}",
        "/api/v1/notice/{id}/file",
        "/api/v1/notice/{id}/text",
        "/api/v1/program",
        "/api/v1/program/id/{id}",
        "/api/v1/program/{departmentId}",
        "/api/v1/search",
        "/api/v1/audit",
        "/api/v1/audit/choices",
        "/api/v1/audit/export.csv",
        "/api/v1/alumni",
        "/api/v1/alumni/export.csv",
        "/api/v1/alumni/{id}",
        "/api/v1/alumni/{id}/duplicates",
        "/api/v1/alumni/{id}/merge",
        "/api/v1/grievances",
        "/api/v1/grievances/export.csv",
        "/api/v1/grievances/officers",
        "/api/v1/grievances/{id}",
        "/api/v1/grievances/{id}/attachment",
        "/api/v1/auth/login",
        "/api/v1/auth/logout",
        "/api/v1/auth/me",
        "/api/v1/auth/session",
        "/api/v1/auth/password-reset",
        "/api/v1/auth/password-link",
        "/api/v1/auth/password-link/password",
        "/api/v1/departments/{id}/overview",
        "/api/v1/faculty/me",
        "/api/v1/notice/upload",
        "/api/v1/notice/manage",
        "/api/v1/notice/text-states",
        "/api/v1/users",
        "/api/v1/users/{id}",
        "/api/v1/users/{id}/password",
        "/api/v1/users/invitations",
        "/api/v1/users/{id}/invitation",
        "/api/v1/mail/outbox",
        "/api/v1/mail/outbox/{id}/send-again",
        "/api/v1/subscriptions/unsubscribe",
        "/api/v1/content",
        "/api/v1/content/pages",
        "/api/v1/content/restore",
        "/api/v1/sample-data",
        "/api/v1/sample-data/remove",
        "/api/v1/officials",
        "/api/v1/officials/{id}",
        "/api/v1/officials/{id}/photo",
        "/api/v1/officials/order",
        "/api/v1/committees",
        "/api/v1/committees/{committee}",
        "/api/v1/committees/{committee}/members",
        "/api/v1/committees/{committee}/members/{id}",
        "/api/v1/committees/{committee}/members/{id}/photo",
        "/api/v1/committees/{committee}/order",
        "/api/v1/campus/{id}",
        "/api/v1/campus/{id}/photo",
        "/api/v1/holidays",
        "/api/v1/holidays/{id}",
        "/api/v1/faculty/import",
        "/api/v1/program/{id}",
        "/api/v1/readiness",
        "/api/v1/home/event-popup",
        "/api/v1/home/images",
        "/api/v1/home/header-images",
        "/api/v1/home/achievements",
        "/api/v1/home/partners",
      ].sort(),
    );
    const noticeParameters = document.paths["/api/v1/notice"].get.parameters.map((p: { name: string }) => p.name);
    expect(noticeParameters.sort()).toEqual(
      ["created_at_gteq", "created_at_lteq", "limit", "page", "regex", "section"].sort(),
    );
    const limit = document.paths["/api/v1/faculty"].get.parameters.find((p: { name: string }) => p.name === "limit");
    expect(limit.schema).toMatchObject({ minimum: 1, maximum: 1000, default: 1000 });
    expect(document.paths["/api/v1/notice"].get.responses["200"]).toBeDefined();
    expect(document.paths["/api/v1/notice/{id}"].put.security).toEqual([{ bearerAuth: [] }, { consoleSession: [] }]);
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({ type: "http", scheme: "bearer" });
    expect(document.components.securitySchemes.consoleSession).toEqual({
      type: "apiKey",
      in: "cookie",
      name: "dseu_session",
    });
  });

  it("documents the Hindi names and the campus details", async () => {
    const document = (await api.app.inject("/api/v1/openapi.json")).json();
    const listed = (path: string, key: string) =>
      document.paths[path].get.responses["200"].content["application/json"].schema.properties.data.properties[key]
        .items;
    for (const [path, key] of [
      ["/api/v1/campus", "campuses"],
      ["/api/v1/departments", "departments"],
      ["/api/v1/departmentSchools", "departmentSchools"],
      ["/api/v1/program", "programs"],
    ] as const) {
      const item = listed(path, key);
      expect(item.properties.name_hi, path).toMatchObject({ description: expect.stringMatching(/Hindi/) });
      expect(JSON.stringify(item.properties.name_hi), path).toContain("null");
    }
    const campus = listed("/api/v1/campus", "campuses");
    for (const field of [
      "director",
      "director_email",
      "transport",
      "history",
      "highlights",
      "labs",
      "listed_programmes",
    ]) {
      expect(campus.properties[field], field).toBeDefined();
      expect(campus.required, field).toContain(field);
    }
  });

  it("serves the reference page with its scripts allowed by the page's nonce only", async () => {
    const page = await api.app.inject("/api/v1/docs/");
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    const policy = String(page.headers["content-security-policy"]);
    const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeDefined();
    expect(policy).not.toMatch(/script-src[^;]*unsafe/);
    const scripts = page.body.match(/<script[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.every((tag) => tag.includes(`nonce="${nonce}"`))).toBe(true);
    const bundle = await api.app.inject("/api/v1/docs/js/scalar.js");
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers["content-type"]).toMatch(/javascript/);
  });
});
