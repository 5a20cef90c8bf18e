import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "#server/db/database.ts";
import { halfWrittenNotices } from "../support/databases.ts";
import {
  demoAccounts,
  killStartedServers,
  noticeOf,
  postPdfNotice,
  projectRoot as root,
  signIn,
  startServer,
  stopServer as stop,
} from "../support/server-process.ts";
import { pdfWithText } from "../support/staff.ts";

async function uploadPdf(address: string, token: string, title: string, pdf: Uint8Array) {
  const response = await postPdfNotice(address, token, title, pdf);
  expect(response.status).toBe(201);
  return noticeOf(response);
}

/** `npm run user:create`, the documented command, with the password piped in or from USER_PASSWORD. */
function createUser(dataDir: string, args: string[], password: { env?: string; stdin?: string }) {
  return spawnSync("npm", ["run", "--silent", "user:create", "--", ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", USER_PASSWORD: password.env ?? "" },
    input: password.stdin ?? "",
    encoding: "utf8",
  });
}

// Each test starts processes (npm, the server) several times: on a busy machine that takes a while.
describe("staff accounts and uploads in a real server process", { timeout: 120_000 }, () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "dseu-staff-"));
  });
  afterAll(() => {
    killStartedServers();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("signs in an account made by npm run user:create, with the password from the environment or piped in", async () => {
    const fromEnvironment = createUser(dataDir, ["--email", "Chief@DSEU.test", "--role", "admin"], {
      env: "environment password",
    });
    expect(fromEnvironment.status, fromEnvironment.stderr).toBe(0);
    expect(fromEnvironment.stdout).toContain("Created admin chief@dseu.test");
    const piped = createUser(
      dataDir,
      ["--email", "clerk@dseu.test", "--role", "editor", "--sections", "tenders,news"],
      {
        stdin: "piped password here\n",
      },
    );
    expect(piped.status, piped.stderr).toBe(0);
    const duplicate = createUser(dataDir, ["--email", "chief@dseu.test", "--role", "admin"], {
      env: "another password",
    });
    expect(duplicate.status).toBe(1);
    expect(duplicate.stderr).toContain("An account with this email exists");
    const badSection = createUser(dataDir, ["--email", "x@dseu.test", "--role", "editor", "--sections", "nowhere"], {
      env: "another password",
    });
    expect(badSection.status).toBe(1);

    const server = await startServer(dataDir);
    try {
      expect(server.output.some((line) => line.startsWith("demo "))).toBe(false);
      const admin = await signIn(server.address, "chief@dseu.test", "environment password");
      expect(admin).toMatchObject({ status: 200, body: { role: "Admin" } });
      expect(await signIn(server.address, "clerk@dseu.test", "piped password here")).toMatchObject({
        status: 200,
        body: { role: "Editor" },
      });
    } finally {
      await stop(server);
    }
  });

  it("prints one demo account per role with SEED_DEMO_USERS=1, and they sign in", async () => {
    const server = await startServer(dataDir, { SEED_DEMO_USERS: "1" });
    try {
      const demo = demoAccounts(server);
      expect(demo.map((account) => account.role)).toEqual(["admin", "editor", "faculty"]);
      for (const { role, email, password } of demo) {
        const answer = await signIn(server.address, email, password);
        expect(answer.status).toBe(200);
        expect(answer.body.role?.toLowerCase()).toBe(role);
      }
    } finally {
      await stop(server);
    }
  });

  it("survives SIGKILL in the middle of a large upload: no notice without its file, no file without its notice", async () => {
    const first = await startServer(dataDir);
    const { token } = (await signIn(first.address, "chief@dseu.test", "environment password")).body;
    const earlierPdf = await pdfWithText("Earlier notice");
    const earlier = await uploadPdf(first.address, token!, "Earlier notice", earlierPdf);

    // A 15 MB upload whose body stops halfway; the server is killed while it waits for the rest.
    const boundary = "crash-test-boundary";
    const head = Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="fileName"\r\n\r\nInterrupted notice\r\n` +
        `--${boundary}\r\ncontent-disposition: form-data; name="section"\r\n\r\ntenders\r\n` +
        `--${boundary}\r\ncontent-disposition: form-data; name="pdf"; filename="large.pdf"\r\n` +
        "content-type: application/pdf\r\n\r\n",
    );
    const fileBytes = Buffer.alloc(15 * 1024 * 1024, 0x20);
    Buffer.from(await pdfWithText("Large")).copy(fileBytes);
    const url = new URL(`${first.address}/api/v1/notice/upload`);
    const request = http.request({
      host: url.hostname,
      port: url.port,
      path: url.pathname,
      method: "POST",
      headers: {
        authorization: `Bearer ${token}`,
        "content-type": `multipart/form-data; boundary=${boundary}`,
        "content-length": head.length + fileBytes.length + `\r\n--${boundary}--\r\n`.length,
      },
    });
    const ended = new Promise((resolve) => request.on("error", resolve).on("response", resolve));
    request.write(head);
    await new Promise<void>((resolve) => request.write(fileBytes.subarray(0, 8 * 1024 * 1024), () => resolve()));
    await stop(first, "SIGKILL");
    await ended;

    const second = await startServer(dataDir);
    try {
      const database = openDatabase({ engine: "sqlite", file: path.join(dataDir, "dseu.sqlite") });
      try {
        expect(await halfWrittenNotices(database.db)).toEqual({ noticesWithoutFile: [], filesWithoutNotice: [] });
        const interrupted = await database.db
          .selectFrom("notice")
          .select("id")
          .where("title", "=", "Interrupted notice")
          .execute();
        expect(interrupted).toEqual([]);
      } finally {
        await database.close();
      }
      const download = await fetch(`${second.address}${earlier.file.url}`);
      expect(download.status).toBe(200);
      const bytes = new Uint8Array(await download.arrayBuffer());
      expect(createHash("sha256").update(bytes).digest("hex")).toBe(
        createHash("sha256").update(earlierPdf).digest("hex"),
      );
      const listed = await fetch(`${second.address}/api/v1/notice?section=tenders&regex=Earlier%20notice`);
      expect(((await listed.json()) as { data: { notices: unknown[] } }).data.notices).toHaveLength(1);
      // The restarted server keeps taking uploads.
      const { token: again } = (await signIn(second.address, "chief@dseu.test", "environment password")).body;
      await uploadPdf(second.address, again!, "After the crash", await pdfWithText("After the crash"));
    } finally {
      await stop(second);
    }
  });
});
