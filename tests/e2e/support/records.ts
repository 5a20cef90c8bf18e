import type { APIRequestContext } from "@playwright/test";
import * as records from "../../support/seeded-records.ts";

/** Reads the API with the test's request context; a failed read stops the test with its status. */
const readingWith =
  (request: APIRequestContext): records.ReadJson =>
  async (path) => {
    const response = await request.get(path);
    if (!response.ok()) throw new Error(`GET ${path} answered ${response.status()}`);
    return response.json();
  };

export const seededRecords = (request: APIRequestContext) => records.seededRecords(readingWith(request));
export const recordPaths = (request: APIRequestContext) => records.recordPaths(readingWith(request));
