import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../support/api.ts";
import { testEngines } from "../support/databases.ts";

/** Every byte percent-encoded, so any string (lone surrogates included) reaches the server. */
function percentEncode(text: string): string {
  return [...Buffer.from(text, "utf8")].map((byte) => `%${byte.toString(16).padStart(2, "0")}`).join("");
}

const hostileText = fc.oneof(
  fc.string({ maxLength: 120 }),
  fc.string({ unit: "binary", maxLength: 120 }),
  fc.integer().map(String),
  fc.double().map(String),
  fc.date({ noInvalidDate: false }).map((date) => (Number.isNaN(date.getTime()) ? "Invalid Date" : date.toISOString())),
  fc.constantFrom(
    "%",
    "_",
    ".*",
    "(",
    "\\",
    "'",
    '"',
    "\u0000",
    "NaN",
    "Infinity",
    "-0",
    "1e308",
    "9007199254740993",
    "0x10",
    " 5",
    "[]",
    "{}",
    "null",
    "'; drop table notice; --",
    "a".repeat(101),
    "2025-02-29",
    "2025-12-31T25:61:00Z",
    "+275760-09-13T00:00:00Z",
    "academic positions",
    "north",
  ),
);

const parameterName = fc.constantFrom(
  "limit",
  "page",
  "section",
  "regex",
  "created_at_gteq",
  "created_at_lteq",
  "zone",
  "__proto__",
  "constructor",
  "limit[]",
  "",
);

/** Well-formed query strings of hostile values, and raw ones with broken percent-encoding and repeats. */
const queryString = fc.oneof(
  fc
    .array(fc.tuple(parameterName, hostileText), { maxLength: 6 })
    .map((pairs) => pairs.map(([name, value]) => `${percentEncode(name)}=${percentEncode(value)}`).join("&")),
  fc
    .array(fc.constantFrom("%", "%E0%A4", "%ZZ", "%00", "&", "=", "+", ";", "limit", "page", "regex", "1", "-", "a"), {
      maxLength: 30,
    })
    .map((parts) => parts.join("")),
);

const pathSegment = fc.oneof(hostileText.map(percentEncode), fc.stringMatching(/^[0-9a-f]{24}$|^[0-9a-f]{64}$/));

const endpoints: ReadonlyArray<(segment: string) => string> = [
  () => "/api/v1/faculty",
  (id) => `/api/v1/faculty/${id}`,
  () => "/api/v1/departments",
  (id) => `/api/v1/departments/${id}`,
  () => "/api/v1/departmentSchools",
  () => "/api/v1/program",
  (id) => `/api/v1/program/${id}`,
  (id) => `/api/v1/program/id/${id}`,
  () => "/api/v1/campus",
  () => "/api/v1/notice",
  () => "/api/v1/notice/archived",
  (id) => `/api/v1/notice/${id}`,
  (id) => `/api/v1/files/${id}`,
];

describe.each(testEngines)("hostile requests on %s", (engine) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(engine);
  });
  afterAll(() => api.close());

  it.each(endpoints.map((endpoint) => [endpoint("{id}"), endpoint] as const))(
    "%s never answers 500, always in an envelope",
    async (_name, endpoint) => {
      await fc.assert(
        fc.asyncProperty(pathSegment, queryString, async (segment, query) => {
          const response = await api.app.inject(`${endpoint(segment || "x")}?${query}`);
          expect(response.statusCode, `${response.statusCode} ${response.body.slice(0, 300)}`).toBeLessThan(500);
          if (response.headers["content-type"]?.toString().startsWith("application/json")) {
            const body = response.json();
            expect(body.status).toBe(response.statusCode < 400 ? "success" : "error");
          } else {
            expect(response.statusCode).toBe(200);
            expect(response.headers["content-type"]).toBe("application/pdf");
          }
        }),
        { numRuns: 150 },
      );
    },
  );
});
