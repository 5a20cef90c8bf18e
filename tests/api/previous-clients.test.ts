import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { campusFacts } from "#common/campus-facts.ts";
import { createTestApi, getJson, type TestApi } from "../support/api.ts";
import { testEngines } from "../support/databases.ts";
import { insertNotices } from "../support/notices.ts";
import { createStaff, pdfWithText, staffPassword, uploadNotice } from "../support/staff.ts";

/** More than the old ceiling of 100, so `limit=1000` has to return them all at once. */
const manyNotices = Array.from({ length: 130 }, (_, index) => ({
  title: `Bulk short term position ${index + 1}`,
  section: "short term positions" as const,
  created_at: new Date(Date.UTC(2019, 0, 1) + index * 60_000).toISOString(),
}));

const previousSiteOrigin = "https://old.dseu.test";

describe.each(testEngines)("clients of the previous API on %s", (engine) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(engine, { corsOrigins: [previousSiteOrigin] });
    await insertNotices(api.database.db, [
      ...manyNotices,
      {
        title: "Archived notice with a link",
        section: "results",
        created_at: "2019-06-01T00:00:00.000Z",
        archive: true,
      },
    ]);
    api.services.cache.invalidate();
  });
  afterAll(() => api.close());

  describe("campus zones spelled as the previous site spells them", () => {
    const centralCampuses = campusFacts.filter((campus) => campus.zone === "central").map((campus) => campus.slug);

    it.each(["Central+Zone", "central%20zone", "CENTRAL%20ZONE", "central", "Central", "%20central%20%20zone%20"])(
      "zone=%s lists the central zone's campuses",
      async (zone) => {
        const { status, json } = await getJson(api.app, `/api/v1/campus?zone=${zone}`);
        expect(status).toBe(200);
        expect(json.data.campuses.map((campus: { slug: string }) => campus.slug).sort()).toEqual(
          [...centralCampuses].sort(),
        );
      },
    );

    it.each(["mars+zone", "zone", "central+zones", "central-zone", "centralzone"])(
      "zone=%s is still a 400",
      async (zone) => {
        const { status, json } = await getJson(api.app, `/api/v1/campus?zone=${zone}`);
        expect(status).toBe(400);
        expect(json.error.message).toContain("zone must be one of");
      },
    );
  });

  describe("notice lists", () => {
    it("answers limit=1000 with every notice of the section, cached like any list", async () => {
      const url = "/api/v1/notice?section=short%20term%20positions&limit=1000&regex=";
      const first = await getJson(api.app, url);
      expect(first.status).toBe(200);
      const { notices, pagination } = first.json.data;
      expect(pagination.total).toBeGreaterThan(100 + 20);
      expect(notices).toHaveLength(pagination.total);
      expect(pagination).toMatchObject({ page: 1, limit: 1000, totalPages: 1 });
      expect(notices.map((notice: { title: string }) => notice.title)).toEqual(
        expect.arrayContaining(manyNotices.map((notice) => notice.title)),
      );
      const again = await getJson(api.app, url, { "if-none-match": String(first.headers.etag) });
      expect(again.status).toBe(304);
    });

    it("treats an empty regex as no filter", async () => {
      const withEmpty = await getJson(api.app, "/api/v1/notice?limit=1000&regex=");
      const without = await getJson(api.app, "/api/v1/notice?limit=1000");
      expect(withEmpty.json.data.pagination.total).toBe(without.json.data.pagination.total);
    });

    it("refuses limit=1001", async () => {
      const { status, json } = await getJson(api.app, "/api/v1/notice?limit=1001");
      expect(status).toBe(400);
      expect(json.error.message).toMatch(/^limit/);
    });

    it.each(["/api/v1/notice", "/api/v1/notice/archived"])(
      "%s carries fileName, fileLink and uploadedAt beside the fields they mirror",
      async (path) => {
        const { json } = await getJson(api.app, `${path}?limit=1000`, { host: "www.dseu.test" });
        const notices = json.data.notices as Array<Record<string, unknown> & { file: { url: string } | null }>;
        const withFile = notices.filter((notice) => notice.file);
        const withLink = notices.filter((notice) => !notice.file);
        expect(withFile.length).toBeGreaterThan(0);
        expect(withLink.length).toBeGreaterThan(0);
        for (const notice of notices) {
          expect(notice.fileName).toBe(notice.title);
          expect(notice.uploadedAt).toBe(notice.created_at);
          expect(notice.fileLink).toBe(notice.file ? `http://www.dseu.test${notice.file.url}` : notice.link);
        }
      },
    );

    it("makes each fileLink an absolute URL that serves the file", async () => {
      const { json } = await getJson(api.app, "/api/v1/notice?limit=1000");
      const notice = json.data.notices.find((item: { file: unknown }) => item.file);
      const link = new URL(notice.fileLink);
      const file = await api.app.inject({ url: link.pathname, headers: { host: link.host } });
      expect(file.statusCode).toBe(200);
      expect(file.headers["content-type"]).toBe(notice.file.content_type);
    });

    it.each(["/api/v1/notice?limit=7&page=2", "/api/v1/notice/archived?limit=3"])(
      "%s carries metadata beside data with the pagination's numbers",
      async (url) => {
        const { json } = await getJson(api.app, url);
        expect(Object.keys(json)).toEqual(["status", "data", "metadata"]);
        expect(json.metadata.totalPages).toBe(json.data.pagination.totalPages);
        expect(json.metadata).toEqual(json.data.pagination);
      },
    );

    it("documents the aliases in the OpenAPI document", async () => {
      const document = (await api.app.inject("/api/v1/openapi.json")).json();
      const schema = document.paths["/api/v1/notice"].get.responses["200"].content["application/json"].schema;
      const notice = schema.properties.data.properties.notices.items;
      for (const alias of ["fileName", "fileLink", "uploadedAt"]) {
        expect(notice.properties[alias].description).toContain("v1 alias");
      }
      expect(schema.properties.metadata.description).toContain("v1 alias");
      const zone = document.paths["/api/v1/campus"].get.parameters.find(
        (parameter: { name: string }) => parameter.name === "zone",
      );
      expect(zone.description).toContain("central zone");
    });
  });

  describe("paths under /api that name no endpoint", () => {
    it.each([
      ["GET", "/api/v1/no-such-endpoint"],
      ["GET", "/api/v2/campus"],
      ["GET", "/api"],
      ["POST", "/api/v1/no-such-endpoint"],
      ["GET", "/api/v1/campus/extra/segments"],
    ])("%s %s answers a JSON 404", async (method, url) => {
      const response = await api.app.inject({ method: method as "GET", url });
      expect(response.statusCode).toBe(404);
      expect(response.headers["content-type"]).toMatch(/^application\/json/);
      expect(response.json()).toMatchObject({ status: "error", error: { code: "not_found" } });
    });

    it.each([
      ["POST", "/api/v1/campus"],
      ["DELETE", "/api/v1/departments"],
      ["PUT", "/api/v1/files/" + "a".repeat(64)],
      ["TRACE", "/api/v1/campus"],
      ["PATCH", "/api/v1/openapi.json"],
    ])("%s %s answers a JSON 405 with Allow", async (method, url) => {
      const response = await api.app.inject({ method: method as "GET", url });
      expect(response.statusCode).toBe(405);
      expect(response.headers.allow).toBe("GET, HEAD");
      expect(response.headers["content-type"]).toMatch(/^application\/json/);
      expect(response.json()).toMatchObject({ status: "error", error: { code: "method_not_allowed" } });
    });
  });

  describe("cross-origin reads (CORS_ORIGINS)", () => {
    it("lets a listed origin read the API and its files", async () => {
      for (const url of ["/api/v1/campus", "/api/v1/notice?limit=1"]) {
        const { status, headers } = await getJson(api.app, url, { origin: previousSiteOrigin });
        expect(status).toBe(200);
        expect(headers["access-control-allow-origin"]).toBe(previousSiteOrigin);
        expect(String(headers.vary)).toMatch(/origin/i);
      }
      const { json } = await getJson(api.app, "/api/v1/notice?limit=1000");
      const fileUrl = json.data.notices.find((notice: { file: unknown }) => notice.file).file.url;
      const file = await api.app.inject({ url: fileUrl, headers: { origin: previousSiteOrigin } });
      expect(file.headers["access-control-allow-origin"]).toBe(previousSiteOrigin);
    });

    it("gives any other origin no CORS header", async () => {
      for (const origin of ["https://evil.test", "https://old.dseu.test.evil.test", "null"]) {
        const { status, headers } = await getJson(api.app, "/api/v1/campus", { origin });
        expect(status).toBe(200);
        expect(headers["access-control-allow-origin"]).toBeUndefined();
      }
    });

    it("answers a listed origin's preflight for a read, and not for a write", async () => {
      const preflight = (method: string) =>
        api.app.inject({
          method: "OPTIONS",
          url: "/api/v1/campus",
          headers: { origin: previousSiteOrigin, "access-control-request-method": method },
        });
      const read = await preflight("GET");
      expect(read.statusCode).toBe(204);
      expect(read.headers["access-control-allow-origin"]).toBe(previousSiteOrigin);
      expect(read.headers["access-control-allow-methods"]).toBe("GET, HEAD");
      expect(read.headers["access-control-allow-headers"]).toBe("authorization");
      expect(read.headers["access-control-max-age"]).toBe("600");
      expect(String(read.headers.vary)).toMatch(/origin/i);
      const write = await preflight("POST");
      expect(write.headers["access-control-allow-origin"]).toBeUndefined();
      expect(write.headers["access-control-allow-methods"]).toBeUndefined();
    });

    it("answers any other origin's preflight as a request the path does not take", async () => {
      for (const origin of ["https://evil.test", "null"]) {
        const response = await api.app.inject({
          method: "OPTIONS",
          url: "/api/v1/campus",
          headers: { origin, "access-control-request-method": "GET" },
        });
        expect(response.statusCode).toBe(405);
        expect(response.headers.allow).toBe("GET, HEAD");
        expect(response.headers["access-control-allow-origin"]).toBeUndefined();
        expect(response.headers["access-control-allow-methods"]).toBeUndefined();
      }
    });

    it("shows a listed origin the ETag of a read, and gives a write no CORS header", async () => {
      const read = await api.app.inject({ url: "/api/v1/campus", headers: { origin: previousSiteOrigin } });
      expect(read.headers["access-control-expose-headers"]).toBe("etag");
      const write = await api.app.inject({
        method: "POST",
        url: "/api/v1/auth/login",
        headers: { origin: previousSiteOrigin },
        payload: {},
      });
      expect(write.headers["access-control-allow-origin"]).toBeUndefined();
    });
  });
});

describe.each(testEngines)("the previous admin client signing in and publishing on %s", (engine) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(engine);
    await createStaff(api.services, { email: "registrar.office@dseu.ac.in", role: "admin" });
  });
  afterAll(() => api.close());

  it("signs in, compares role === 'Admin', uploads in its own field names and reads the notice back through the aliases", async () => {
    // The client reads token and role from the top level of the answer.
    const login = await api.app.inject({
      method: "POST",
      url: "/api/v1/auth/login",
      payload: { email: "registrar.office@dseu.ac.in", password: staffPassword },
    });
    expect(login.statusCode).toBe(200);
    const { token, role } = login.json() as { token: string; role: string };
    expect(role === "Admin").toBe(true);

    const pdf = await pdfWithText("Tender for laboratory equipment");
    const upload = await uploadNotice(
      api.app,
      token,
      {
        fileName: "Tender for laboratory equipment",
        section: "tenders",
        validUntil: "2099-01-31",
        autoArchive: "true",
        endDate: "2099-01-15",
      },
      { name: "tender.pdf", content: pdf },
      { host: "dseu.example" },
    );
    expect(upload.statusCode, upload.body).toBe(201);

    const list = await api.app.inject({
      url: "/api/v1/notice?section=tenders&limit=1000&page=1&regex=",
      headers: { host: "dseu.example" },
    });
    const body = list.json() as {
      data: { notices: Array<Record<string, unknown>>; pagination: { totalPages: number } };
      metadata: { totalPages: number };
    };
    const notice = body.data.notices.find((entry) => entry.fileName === "Tender for laboratory equipment");
    expect(notice).toBeDefined();
    expect(notice!.title).toBe(notice!.fileName);
    expect(notice!.uploadedAt).toBe(notice!.created_at);
    const file = notice!.file as { url: string };
    expect(notice!.fileLink).toBe(`http://dseu.example${file.url}`);
    expect(body.metadata.totalPages).toBe(body.data.pagination.totalPages);
    const download = await api.app.inject({ url: file.url });
    expect(Buffer.compare(download.rawPayload, Buffer.from(pdf))).toBe(0);
  });
});

describe.each(testEngines)("the previous site's page URLs on %s", (engine) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(engine);
  });
  afterAll(() => api.close());

  it.each([
    ["/campus/zone/central%20zone", "/campus/zone/central"],
    ["/campus/zone/Central%20Zone", "/campus/zone/central"],
    ["/campus/zone/north+zone", "/campus/zone/north"],
    ["/campus/zone/SOUTH%20ZONE/", "/campus/zone/south"],
    ["/campus/zone/east%20zone?ref=old", "/campus/zone/east?ref=old"],
    ["/campus/zone/west%20zone", "/campus/zone/west"],
    ["/hi/campus/zone/west%20zone", "/hi/campus/zone/west"],
    // The job portal's archive links, spelled as its client builds them from the section names.
    ["/recruitment/archive/academic%20positions", "/recruitment/archive/academic-positions"],
    ["/recruitment/archive/Non%20Academic%20Positions", "/recruitment/archive/non-academic-positions"],
    ["/recruitment/archive/short+term+positions/", "/recruitment/archive/short-term-positions"],
    ["/recruitment/archive/recruitments%20and%20notice?page=2", "/recruitment/archive/recruitments-and-notice?page=2"],
    ["/hi/recruitment/archive/academic%20positions", "/hi/recruitment/archive/academic-positions"],
  ])("%s answers 301 to %s", async (url, location) => {
    const response = await api.app.inject(url);
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(location);
  });

  it.each([
    "/campus/zone/mars%20zone",
    "/campus/zone/central",
    "/campus/zone/%E0%A4zone",
    "/campus/zone/zone",
    "/recruitment/archive/academic-positions",
    "/recruitment/archive/results",
    "/recruitment/archive/tenders%20and%20bids",
    "/recruitment/archive/%E0%A4%20positions",
    "/recruitment/archive/academic%20positions/extra",
  ])("%s is not redirected", async (url) => {
    expect((await api.app.inject(url)).statusCode).not.toBe(301);
  });
});
