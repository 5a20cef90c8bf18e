import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import {
  departmentSchema,
  departmentSchoolSchema,
  facultySchema,
  programSchema,
  type Program,
} from "#common/api/academics.ts";
import { campusSchema } from "#common/api/campus.ts";
import { campusFacts } from "#common/campus-facts.ts";
import { hasPublishedYears } from "#common/programs.ts";
import { createTestApi, getJson, type TestApi } from "../support/api.ts";
import { testEngines } from "../support/databases.ts";

const unknownId = "0123456789abcdef01234567";

function isSortedBy<Item>(items: ReadonlyArray<Item>, key: (item: Item) => string): boolean {
  return items.every((item, index) => index === 0 || key(items[index - 1]!).localeCompare(key(item), "en") <= 0);
}

describe.each(testEngines)("catalogue endpoints on %s", (engine) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(engine);
  });
  afterAll(() => api.close());

  describe("GET /faculty", () => {
    it("lists at least 150 people by name, each with their department", async () => {
      const { status, json } = await getJson(api.app, "/api/v1/faculty");
      expect(status).toBe(200);
      const faculty = z.array(facultySchema).parse(json.data.faculty);
      expect(faculty.length).toBeGreaterThanOrEqual(150);
      expect(isSortedBy(faculty, (person) => `${person.firstname} ${person.surname}`)).toBe(true);
      expect(new Set(faculty.map((person) => person.email)).size).toBe(faculty.length);
      const departments = new Set((await api.services.departments.list()).map((department) => department._id));
      expect(faculty.every((person) => departments.has(person.dept_id._id))).toBe(true);
    });

    it("honours limit and accepts (and ignores) a bearer token", async () => {
      const all = (await getJson(api.app, "/api/v1/faculty")).json.data.faculty;
      const { status, json } = await getJson(api.app, "/api/v1/faculty?limit=10", { authorization: "Bearer whatever" });
      expect(status).toBe(200);
      expect(json.data.faculty).toEqual(all.slice(0, 10));
    });

    it.each(["0", "5000", "-1", "1.5", "ten", ""])("rejects limit=%s with a 400 naming limit", async (limit) => {
      const { status, json } = await getJson(api.app, `/api/v1/faculty?limit=${limit}`);
      expect(status).toBe(400);
      expect(json).toMatchObject({
        status: "error",
        error: { code: "bad_request", message: expect.stringMatching(/^limit /) },
      });
    });

    it("reads one person by id, 404 for an unknown id, 400 for a malformed one", async () => {
      const [first] = (await getJson(api.app, "/api/v1/faculty?limit=1")).json.data.faculty;
      const one = await getJson(api.app, `/api/v1/faculty/${first._id}`);
      expect(one.status).toBe(200);
      expect(one.json.data.faculty).toEqual(first);
      const missing = await getJson(api.app, `/api/v1/faculty/${unknownId}`);
      expect(missing.status).toBe(404);
      expect(missing.json.error.code).toBe("not_found");
      const malformed = await getJson(api.app, "/api/v1/faculty/not-an-id");
      expect(malformed.status).toBe(400);
      expect(malformed.json.error.message).toMatch(/^id /);
    });
  });

  describe("GET /departments and /departmentSchools", () => {
    it("lists departments by name, each head of department one of its own faculty", async () => {
      const { json } = await getJson(api.app, "/api/v1/departments");
      const departments = z.array(departmentSchema).parse(json.data.departments);
      expect(departments.length).toBeGreaterThanOrEqual(20);
      expect(isSortedBy(departments, (department) => department.name)).toBe(true);
      const faculty = await api.services.faculty.list({ limit: 1000 });
      for (const department of departments) {
        const head = faculty.find((person) => person.email === department.hod);
        expect(head?.dept_id._id, department.name).toBe(department._id);
      }
    });

    it("reads one department by id and answers 404 for an unknown one", async () => {
      const [first] = (await getJson(api.app, "/api/v1/departments")).json.data.departments;
      expect((await getJson(api.app, `/api/v1/departments/${first._id}`)).json.data.department).toEqual(first);
      expect((await getJson(api.app, `/api/v1/departments/${unknownId}`)).status).toBe(404);
    });

    it("lists schools sorted by name, each with its departments, every department once", async () => {
      const { json } = await getJson(api.app, "/api/v1/departmentSchools");
      const schools = z.array(departmentSchoolSchema).parse(json.data.departmentSchools);
      expect(isSortedBy(schools, (school) => school.name)).toBe(true);
      expect(schools.every((school) => school.dept_id.length > 0 && isSortedBy(school.dept_id, (d) => d.name))).toBe(
        true,
      );
      const departments = (await api.services.departments.list()).map((department) => department._id).sort();
      expect(schools.flatMap((school) => school.dept_id.map((department) => department._id)).sort()).toEqual(
        departments,
      );
    });
  });

  describe("GET /program", () => {
    it("lists at least 60 programmes across the four levels, most with a published structure", async () => {
      const { json } = await getJson(api.app, "/api/v1/program");
      const programs = z.array(programSchema).parse(json.data.programs);
      expect(programs.length).toBeGreaterThanOrEqual(60);
      expect(isSortedBy(programs, (program) => program.name)).toBe(true);
      expect(new Set(programs.map((program) => program.programLevel))).toEqual(
        new Set(["DIPLOMA", "UG", "PG", "CERTIFICATE"]),
      );
      const published = programs.filter(hasPublishedYears);
      expect(published.length).toBeGreaterThan(programs.length / 2);
      expect(published.length).toBeLessThan(programs.length);
      for (const program of published) {
        const semesters = Object.values(program.years).flatMap((year) => year.semesters);
        expect(semesters.length, program.name).toBeGreaterThanOrEqual(4);
        expect(semesters.every((semester) => semester.courses.length > 0)).toBe(true);
      }
      expect(programs.every((program) => program.campuses.length > 0)).toBe(true);
    });

    it("lists one department's programmes, and 'data not found' for an unknown department", async () => {
      const programs = (await getJson(api.app, "/api/v1/program")).json.data.programs;
      const departmentId = programs.find((p: Program) => p.dept_id !== null).dept_id._id;
      const { status, json } = await getJson(api.app, `/api/v1/program/${departmentId}`);
      expect(status).toBe(200);
      expect(json.data.programs).toEqual(programs.filter((p: Program) => p.dept_id?._id === departmentId));
      const missing = await getJson(api.app, `/api/v1/program/${unknownId}`);
      expect(missing.status).toBe(404);
      expect(missing.json).toEqual({ status: "error", error: { code: "not_found", message: "data not found" } });
      expect((await getJson(api.app, "/api/v1/program/bad")).json.error.message).toMatch(/^departmentId /);
    });

    it("reads one programme by id", async () => {
      const [first] = (await getJson(api.app, "/api/v1/program")).json.data.programs;
      expect((await getJson(api.app, `/api/v1/program/id/${first._id}`)).json.data.program).toEqual(first);
      expect((await getJson(api.app, `/api/v1/program/id/${unknownId}`)).status).toBe(404);
    });
  });

  describe("GET /campus", () => {
    it("lists the 22 campuses with a maps link each", async () => {
      const campuses = z.array(campusSchema).parse((await getJson(api.app, "/api/v1/campus")).json.data.campuses);
      expect(campuses.map((campus) => campus.slug)).toEqual(campusFacts.map((campus) => campus.slug));
      expect(campuses.every((campus) => campus.maps_url?.startsWith("https://www.google.com/maps/"))).toBe(true);
    });
  });

  describe("HTTP caching", () => {
    it.each([
      "/api/v1/faculty",
      "/api/v1/faculty?limit=5",
      "/api/v1/departments",
      "/api/v1/departmentSchools",
      "/api/v1/program",
      "/api/v1/campus?zone=north",
    ])("%s sends an ETag and Cache-Control, and 304 to a matching If-None-Match", async (url) => {
      const first = await api.app.inject(url);
      expect(first.statusCode).toBe(200);
      // A shared cache may keep it a second, and give it one more while it fetches it again (decision 0217).
      expect(first.headers["cache-control"]).toBe("public, max-age=0, s-maxage=1, stale-while-revalidate=1");
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^"[\w-]+"$/);
      const again = await api.app.inject({ url, headers: { "if-none-match": `W/"other", ${etag}` } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe("");
      const stale = await api.app.inject({ url, headers: { "if-none-match": '"stale"' } });
      expect(stale.statusCode).toBe(200);
      expect(stale.body).toBe(first.body);
    });

    it("compresses once per content and encoding, each encoding with its own ETag", async () => {
      const plain = await api.app.inject("/api/v1/faculty");
      const cases = [
        ["gzip, deflate, br", "br", zlib.brotliDecompressSync],
        ["br;q=0, gzip", "gzip", zlib.gunzipSync],
      ] as const;
      for (const [acceptEncoding, encoding, decompress] of cases) {
        const headers = { "accept-encoding": acceptEncoding };
        const first = await api.app.inject({ url: "/api/v1/faculty", headers });
        expect(first.headers["content-encoding"]).toBe(encoding);
        expect(first.headers.vary).toMatch(/accept-encoding/i);
        expect(decompress(first.rawPayload).toString()).toBe(plain.body);
        expect(first.headers.etag).not.toBe(plain.headers.etag);
        const again = await api.app.inject({ url: "/api/v1/faculty", headers });
        expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
        const revalidated = await api.app.inject({
          url: "/api/v1/faculty",
          headers: { ...headers, "if-none-match": String(first.headers.etag) },
        });
        expect(revalidated.statusCode).toBe(304);
      }
    });
  });
});
