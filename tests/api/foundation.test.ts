import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { campusFacts } from "#common/campus-facts.ts";
import { migrateToLatest } from "#server/db/database.ts";
import { seedDatabase } from "#server/db/seed/index.ts";
import { createTestApi, type TestApi } from "../support/api.ts";
import { testEngines } from "../support/databases.ts";

describe.each(testEngines)("foundation on %s", (engine) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(engine);
  });
  afterAll(() => api.close());

  it("answers /healthz and /readyz", async () => {
    expect((await api.app.inject("/healthz")).json()).toEqual({ status: "ok" });
    const ready = await api.app.inject("/readyz");
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: "ok", database: engine });
  });

  it("lists every seeded campus in the success envelope", async () => {
    const response = await api.app.inject("/api/v1/campus");
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.status).toBe("success");
    expect(body.data.campuses).toHaveLength(campusFacts.length);
    expect(body.data.campuses[0]).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      name: expect.any(String),
      name_hi: expect.any(String),
      slug: expect.any(String),
      zone: expect.any(String),
      address: expect.toBeOneOf([expect.any(String), null]),
      address_hi: null,
      maps_url: expect.any(String),
      email: null,
      phone: null,
      image: null,
      image_small: null,
      director: null,
      director_email: null,
      transport: null,
      history: null,
      highlights: [],
      labs: [],
      listed_programmes: [],
    });
  });

  it("filters campuses by zone", async () => {
    const body = (await api.app.inject("/api/v1/campus?zone=east")).json();
    expect(body.data.campuses.map((campus: { zone: string }) => campus.zone)).toEqual(
      campusFacts.filter((campus) => campus.zone === "east").map(() => "east"),
    );
  });

  it.each(["mars", "", "EAST%00", "<script>"])("rejects zone=%s with a 400 that names the parameter", async (zone) => {
    const response = await api.app.inject(`/api/v1/campus?zone=${encodeURIComponent(zone)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      status: "error",
      error: { code: "bad_request", message: expect.stringContaining("zone must be one of") },
    });
  });

  it("answers an unknown API path with a JSON 404", async () => {
    const response = await api.app.inject("/api/v1/nothing-here");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: "error", error: { code: "not_found" } });
  });

  it("migrates and seeds idempotently", async () => {
    await migrateToLatest(api.database);
    await seedDatabase(api.database.db);
    const body = (await api.app.inject("/api/v1/campus")).json();
    expect(body.data.campuses).toHaveLength(campusFacts.length);
  });

  it("publishes an OpenAPI 3.1 document that lists the campus endpoint", async () => {
    const document = (await api.app.inject("/api/v1/openapi.json")).json();
    expect(document.openapi).toBe("3.1.0");
    expect(document.paths["/api/v1/campus"].get).toBeDefined();
  });
});
