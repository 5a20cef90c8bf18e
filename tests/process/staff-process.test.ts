import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import { once } from "node:events";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "#server/db/database.ts";
import { pdfWithText } from "../support/staff.ts";

const root = path.resolve(import.meta.dirname, "../..");

type RunningServer = { child: ChildProcess; address: string; output: string[] };

/** Every server started, so none outlives a failed or timed-out test. */
const started = new Set<ChildProcess>();

/** Starts tests/fixtures/api-server.ts on the data directory and waits for its address. */
async function startServer(dataDir: string, environment: Record<string, string> = {}): Promise<RunningServer> {
  const child = spawn(process.execPath, ["tests/fixtures/api-server.ts"], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", JWT_SECRET: "", SEED_DEMO_USERS: "0", ...environment },
    stdio: ["ignore", "pipe", "pipe"],
  });
  started.add(child);
  const output: string[] = [];
  let stderr = "";
  child.stderr!.on("data", (data: Buffer) => (stderr += data.toString()));
  const address = await new Promise<string>((resolve, reject) => {
    let buffered = "";
    child.stdout!.on("data", (data: Buffer) => {
      buffered += data.toString();
      const lines = buffered.split("\n");
      buffered = lines.pop() ?? "";
      for (const line of lines) {
        output.push(line);
        const match = /^listening (\S+)/.exec(line);
        if (match) resolve(match[1]!);
      }
    });
    child.once("exit", (code) => reject(new Error(`server exited with ${code}: ${stderr}`)));
  });
  return { child, address, output };
}

async function stop(server: RunningServer, signal: NodeJS.Signals = "SIGTERM") {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill(signal);
  await once(server.child, "exit");
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

async function signIn(address: string, email: string, password: string) {
  const response = await fetch(`${address}/api/v1/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  return { status: response.status, body: (await response.json()) as { token?: string; role?: string } };
}

async function uploadPdf(address: string, token: string, title: string, pdf: Uint8Array) {
  const form = new FormData();
  form.append("fileName", title);
  form.append("section", "tenders");
  form.append("pdf", new Blob([Buffer.from(pdf)], { type: "application/pdf" }), `${title}.pdf`);
  const response = await fetch(`${address}/api/v1/notice/upload`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: { notice: { _id: string; file: { url: string } } } }).data.notice;
}

// Each test starts processes (npm, the server) several times: on a busy machine that takes a while.
describe("staff accounts and uploads in a real server process", { timeout: 120_000 }, () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "dseu-staff-"));
  });
  afterAll(() => {
    for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
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
      const demo = server.output
        .map((line) => /^demo (admin|editor|faculty): (\S+) (\S+)$/.exec(line))
        .filter((match) => match !== null);
      expect(demo.map((match) => match[1])).toEqual(["admin", "editor", "faculty"]);
      for (const [, role, email, password] of demo) {
        const answer = await signIn(server.address, email!, password!);
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
        const noticesWithoutFile = await database.db
          .selectFrom("notice")
          .leftJoin("stored_file", "stored_file.id", "notice.file_id")
          .select("notice.id")
          .where("notice.file_id", "is not", null)
          .where("stored_file.id", "is", null)
          .execute();
        const filesWithoutNotice = await database.db
          .selectFrom("stored_file")
          .leftJoin("notice", "notice.file_id", "stored_file.id")
          .select("stored_file.id")
          .where("notice.id", "is", null)
          .execute();
        expect(noticesWithoutFile).toEqual([]);
        expect(filesWithoutNotice).toEqual([]);
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
