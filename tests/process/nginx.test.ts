import fs from "node:fs";
import https from "node:https";
import os from "node:os";
import path from "node:path";
import type { TLSSocket } from "node:tls";
import autocannon from "autocannon";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nginxBinary, startNginx, type NginxFront, type NginxPorts } from "../../scripts/nginx-front.ts";
import { freePort } from "../../scripts/site-process.ts";
import { createTestDatabase, type TestDatabase } from "../support/databases.ts";
import { sampleGrievance } from "../support/grievance-sample.ts";
import { eventually } from "../support/notice-reading.ts";
import { pdfBomb } from "../support/pdf-bomb.ts";
import {
  demoAccounts,
  killStartedServers,
  servingPids,
  startSite,
  stopServer,
  type RunningServer,
} from "../support/server-process.ts";
import { residentBytes } from "#server/services/limited-child.ts";

/** As deployed, N machines on one PostgreSQL, when there is one to test with; one SQLite file otherwise. */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

describe.skipIf(!nginxBinary)(
  `two instances on ${onPostgres ? "one PostgreSQL" : "one SQLite file"} behind nginx with deploy/nginx.conf, over HTTPS`,
  { timeout: 120_000 },
  () => {
    let dataDir: string;
    let database: TestDatabase | undefined;
    const instances: RunningServer[] = [];
    let nginx: NginxFront | undefined;
    let ports: NginxPorts;
    let certificate: string;
    let origin = "";

    /** A request over HTTPS that trusts only this run's certificate, and checks it was the one served. */
    function request(
      url: string,
      { method = "GET", headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: Buffer } = {},
    ): Promise<Answer> {
      return new Promise((resolve, reject) => {
        const outgoing = https.request(
          `${origin}${url}`,
          { method, headers, ca: certificate, agent: false },
          (incoming) => {
            const served = (incoming.socket as TLSSocket).getPeerX509Certificate();
            if (!served?.checkIP("127.0.0.1") || served.raw.toString("base64") !== certificateBody()) {
              reject(new Error("nginx served another certificate"));
            }
            const chunks: Buffer[] = [];
            incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
            incoming.on("end", () =>
              resolve({
                status: incoming.statusCode!,
                headers: incoming.headers,
                body: Buffer.concat(chunks).toString(),
              }),
            );
          },
        );
        outgoing.on("error", reject);
        outgoing.end(body);
      });
    }
    const certificateBody = () => certificate.replace(/-----[A-Z ]+-----|\s/g, "");

    /** The hidden fields of the form with this id on the page, as the page would post them. */
    async function formPage(url: string, formId: string): Promise<URLSearchParams> {
      const page = await request(url);
      expect(page.status, url).toBe(200);
      const form = new RegExp(`<form[^>]*id="${formId}"[\\s\\S]*?</form>`).exec(page.body)?.[0] ?? "";
      const hidden = new URLSearchParams();
      for (const [input] of form.matchAll(/<input[^>]*type="hidden"[^>]*>/g)) {
        const name = /name="([^"]*)"/.exec(input)?.[1];
        if (name) hidden.append(name, /value="([^"]*)"/.exec(input)?.[1] ?? "");
      }
      return hidden;
    }

    /** A form post as the browser sends it from the page: its Origin, Referer and encoding. */
    async function postForm(url: string, fields: URLSearchParams | FormData): Promise<Answer> {
      const encoded = new Response(fields);
      return request(url, {
        method: "POST",
        headers: { origin, referer: `${origin}${url}`, "content-type": encoded.headers.get("content-type")! },
        body: Buffer.from(await encoded.arrayBuffer()),
      });
    }

    beforeAll(async () => {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "dseu-nginx-"));
      database = onPostgres ? await createTestDatabase("postgres", { seed: false }) : undefined;
      const url = database?.options.engine === "postgres" ? database.options.url : "";
      // Behind nginx, as docs/deploy.md says: one trusted proxy hop.
      const settings = {
        DATABASE_URL: url,
        TRUST_PROXY: "1",
        // Load runs come from one address; the limit is for the tests about it.
        RATE_LIMIT: "1000000000",
        // A loop lagging because the machine is busy is not what these tests are about.
        MAX_EVENT_LOOP_DELAY_MS: "0",
        LOG_LEVEL: "info",
        SEED_DEMO_USERS: "1",
      };
      // Both start at the same moment on the fresh database, as machines of a deployment may.
      instances.push(...(await Promise.all([startSite(dataDir, settings), startSite(dataDir, settings)])));
      // The data folder holds nginx's, which its workers (nobody, under root) must reach.
      fs.chmodSync(dataDir, 0o711);
      ports = { https: await freePort(), http: await freePort() };
      nginx = await startNginx({
        prefix: fs.mkdtempSync(path.join(dataDir, "nginx-")),
        ports,
        upstreams: instances.map((instance) => new URL(instance.address).host),
      });
      ({ certificate, origin } = nginx);
    }, 300_000);

    afterAll(async () => {
      nginx?.stop();
      await Promise.all(instances.map((instance) => stopServer(instance)));
      killStartedServers();
      await database?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    it("of two instances started together on a fresh database, one prints the demo passwords, which work", async () => {
      const printed = instances.map((instance) => demoAccounts(instance));
      // One instance set the accounts; the other, starting alongside, kept them and said so.
      expect(printed.map((accounts) => accounts.length).toSorted()).toEqual([0, 3]);
      const kept = instances.flatMap((instance) => instance.output.filter((line) => line.startsWith("demo ")));
      expect(
        kept.filter((line) => line.endsWith("(password as printed by the instance that started alongside)")),
      ).toHaveLength(3);
      for (const { email, password } of printed.flat()) {
        const answer = await request("/api/v1/auth/login", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: Buffer.from(JSON.stringify({ email, password })),
        });
        expect(answer.status, `${email}: ${answer.body}`).toBe(200);
      }
    });

    /** A bearer token for the demo admin the instances printed. */
    async function adminToken(): Promise<string> {
      const admin = instances
        .flatMap((instance) => demoAccounts(instance))
        .find((account) => account.role === "admin")!;
      const answer = await request("/api/v1/auth/login", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: Buffer.from(JSON.stringify({ email: admin.email, password: admin.password })),
      });
      return JSON.parse(answer.body).token as string;
    }

    it("a PDF whose stream inflates to 1 GB is stored, its text marked not read and staff told why, and no serving process grows by 50 MB", async () => {
      const token = await adminToken();
      const staff = { authorization: `Bearer ${token}` };
      const form = new FormData();
      form.append("fileName", "Results of the bomb examination");
      form.append("section", "results");
      const bomb = Buffer.from(await pdfBomb(1024 * 1024 * 1024));
      expect(bomb.length).toBeLessThan(1.5 * 1024 * 1024);
      form.append("pdf", new Blob([bomb], { type: "application/pdf" }), "r.pdf");
      const encoded = new Response(form);
      const workers = instances.map((instance) => servingPids(instance)[0]!);
      const before = await Promise.all(workers.map((pid) => residentBytes(pid)));
      const largest = [...before] as number[];
      let watching = true;
      const sampling = (async () => {
        while (watching) {
          const now = await Promise.all(workers.map((pid) => residentBytes(pid)));
          now.forEach((bytes, index) => (largest[index] = Math.max(largest[index]!, bytes ?? 0)));
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
      })();
      try {
        const answer = await request("/api/v1/notice/upload", {
          method: "POST",
          headers: { ...staff, "content-type": encoded.headers.get("content-type")! },
          body: Buffer.from(await encoded.arrayBuffer()),
        });
        expect(answer.status, answer.body).toBe(201);
        const id = JSON.parse(answer.body).data.notice._id as string;
        // One of the instances reads it in the background, in a reading process held to its ceiling.
        const read = await eventually(
          async () => {
            const states = await request(`/api/v1/notice/text-states?ids=${id}`, { headers: staff });
            const state = JSON.parse(states.body).data.states[id] as { state: string; reason: string | null };
            return state.state === "pending" ? undefined : state;
          },
          { timeoutMs: 60_000, what: "the bomb's reading" },
        );
        // Its reader passed its memory ceiling, or the text layer's time on a busy machine.
        expect(read.state).toBe("failed");
        expect(read.reason).toMatch(
          /^(Reading needed more than 256 MB of memory|Reading the PDF's text went over its limit of 30 s)$/,
        );
      } finally {
        watching = false;
        await sampling;
      }
      const after = await Promise.all(workers.map((pid) => residentBytes(pid)));
      const megabytes = (bytes: number) => Math.round(bytes / 2 ** 20);
      const growth = workers.map((_pid, index) => ({
        during: megabytes(largest[index]! - before[index]!),
        after: megabytes(after[index]! - before[index]!),
      }));
      for (const grew of growth) {
        expect(grew.during, JSON.stringify(growth)).toBeLessThan(50);
        expect(grew.after, JSON.stringify(growth)).toBeLessThan(50);
      }
    });

    it.skipIf(!onPostgres)(
      "the two instances count one client's requests together: a limit of 60 a minute allows 60",
      async () => {
        // The reading options' own limit, 60 posts a minute per client, posted to each instance in turn.
        const statuses: number[] = [];
        for (let sent = 0; sent < 90; sent += 1) {
          const address = instances[sent % 2]!.address;
          const answer = await fetch(`${address}/preferences`, {
            method: "POST",
            headers: {
              "content-type": "application/x-www-form-urlencoded",
              origin: address,
              // The client as the proxy in front names it (TRUST_PROXY=1).
              "x-forwarded-for": "203.0.113.56",
            },
            body: "contrast=high",
          });
          statuses.push(answer.status);
        }
        expect(statuses.filter((status) => status === 200)).toHaveLength(60);
        expect(statuses.filter((status) => status === 429)).toHaveLength(30);
      },
    );

    /** Asks for `url` until nginx answers it from its cache (a first render is not shared), and answers that. */
    async function fromCache(url: string, headers: Record<string, string> = {}): Promise<Answer> {
      for (let tries = 0; tries < 20; tries += 1) {
        const answer = await request(url, { headers });
        if (answer.headers["x-cache-status"] === "HIT") return answer;
      }
      throw new Error(`nginx never answered ${url} from its cache`);
    }

    it("nginx keeps a page's first render: the instance sends it whole and shareable to nginx (decision 0295)", async () => {
      const first = await request("/courses?first-render");
      expect(first.headers["x-cache-status"]).toBe("MISS");
      expect(first.headers["cache-control"]).toBe("public, max-age=0, s-maxage=1, stale-while-revalidate=1");
      // Kept at once: nginx does not ask an instance again (an entry past its second would say EXPIRED or STALE).
      expect((await request("/courses?first-render")).headers["x-cache-status"]).not.toBe("MISS");
    });

    it("nginx keeps a public page a moment for each value of the reading options' and the pop-up's cookies", async () => {
      const url = "/courses?micro-cache";
      const variants: Array<[string, RegExp]> = [
        ["", /<html lang="en">/],
        ["text-size=large", /<html lang="en" class="text-size-large">/],
        ["contrast=high; text-size=small", /<html lang="en" class="text-size-small contrast-high">/],
      ];
      for (const [cookie, html] of variants) {
        const answer = await fromCache(url, cookie ? { cookie } : {});
        expect(answer.headers["cache-control"]).toBe("public, max-age=0, s-maxage=1, stale-while-revalidate=1");
        expect(answer.body, cookie).toMatch(html);
      }
      // Each is answered from its own entry, whatever was asked last.
      for (const [cookie, html] of variants.toReversed()) {
        const answer = await request(url, { headers: cookie ? { cookie } : {} });
        expect(answer.body, cookie).toMatch(html);
      }
      // The page of a session whose pop-up was shown is another entry than the first page's.
      const seen = await fromCache("/?micro-cache", { cookie: "event-popup-seen=1" });
      const first = await fromCache("/?micro-cache");
      expect(seen.body).not.toBe(first.body);
    });

    it("nginx answers a result's PDF from its cache after the first request", async () => {
      const notices = JSON.parse((await request("/api/v1/notice?section=results&limit=20")).body);
      const file = notices.data.notices.find((notice: { file?: { url: string } }) => notice.file)?.file;
      expect(file).toBeDefined();
      // Its first fill may be dropped on a busy machine: one that takes longer than the cache's
      // `inactive` with no one else asking (on results day the crowd's lookups keep it).
      const again = await fromCache(file.url);
      expect(again.status).toBe(200);
      expect(again.headers["content-type"]).toBe("application/pdf");
    });

    it("nothing staff are shown is answered from nginx's cache or kept in it, through a token or a session", async () => {
      const token = await adminToken();
      const admin = instances
        .flatMap((instance) => demoAccounts(instance))
        .find((account) => account.role === "admin")!;
      const session = await request("/api/v1/auth/session", {
        method: "POST",
        headers: { "content-type": "application/json", origin },
        body: Buffer.from(JSON.stringify({ email: admin.email, password: admin.password })),
      });
      const cookie = /^(dseu_session=[^;]+)/.exec(String(session.headers["set-cookie"]))![1]!;
      for (const [url, headers] of [
        ["/api/v1/notice/manage?state=current", { authorization: `Bearer ${token}` }],
        ["/api/v1/notice/manage?state=current", { cookie }],
        ["/api/v1/campus", { authorization: `Bearer ${token}` }],
        ["/courses?micro-cache", { cookie: `text-size=large; ${cookie}` }],
      ] as const) {
        for (let asked = 0; asked < 3; asked += 1) {
          const answer = await request(url, { headers });
          expect(answer.status, url).toBe(200);
          expect(answer.headers["x-cache-status"], url).toBe("BYPASS");
          expect(answer.headers["cache-control"], url).toBe("no-store");
        }
      }
      // Nor was anything staff were answered kept for anyone else.
      const anonymous = await request("/api/v1/notice/manage?state=current");
      expect(anonymous.status).toBe(401);
      // The console's pages are no one's to share.
      for (let asked = 0; asked < 3; asked += 1) {
        expect((await request("/admin/view-pdfs")).headers["x-cache-status"]).toBe("MISS");
      }
    });

    it("a notice published through nginx shows through it on the board's API read", async () => {
      const title = `Result of the micro-cache examination ${Date.now()}`;
      const listUrl = `/api/v1/notice?section=results&regex=${encodeURIComponent("micro-cache examination")}`;
      expect(JSON.parse((await fromCache(listUrl)).body).data.notices).toEqual([]);
      const form = new FormData();
      form.append("fileName", title);
      form.append("section", "results");
      form.append("link", "https://example.org/result.pdf");
      const encoded = new Response(form);
      const published = await request("/api/v1/notice/upload", {
        method: "POST",
        headers: {
          authorization: `Bearer ${await adminToken()}`,
          "content-type": encoded.headers.get("content-type")!,
        },
        body: Buffer.from(await encoded.arrayBuffer()),
      });
      expect(published.status, published.body).toBe(201);
      // Polled: the time it takes is measured by npm run bench:results-day, not asserted here.
      for (let tries = 0; ; tries += 1) {
        const titles = JSON.parse((await request(listUrl)).body).data.notices.map(
          (notice: { title: string }) => notice.title,
        );
        if (titles.includes(title)) break;
        if (tries > 200) throw new Error("the new notice never showed through nginx");
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    });

    it("plain HTTP is sent to HTTPS", async () => {
      const answer = await fetch(`http://127.0.0.1:${ports.http}/hi/?a=1`, { redirect: "manual" });
      expect(answer.status).toBe(301);
      expect(answer.headers.get("location")).toBe("https://127.0.0.1/hi/?a=1");
    });

    it("pages, the API and a file arrive through the proxy", async () => {
      const ready = JSON.parse((await request("/readyz")).body);
      expect(ready.database).toBe(onPostgres ? "postgres" : "sqlite");
      const page = await request("/hi/");
      expect(page.status).toBe(200);
      expect(page.body).toMatch(/<html lang="hi"/);
      const campuses = JSON.parse((await request("/api/v1/campus?zone=north")).body);
      expect(campuses.data.campuses.length).toBeGreaterThan(0);

      const notices = JSON.parse((await request("/api/v1/notice?section=tenders&limit=5")).body);
      const file = notices.data.notices.find((notice: { file?: { url: string } }) => notice.file)?.file;
      expect(file).toBeDefined();
      const pdf = await request(file.url);
      expect(pdf.status).toBe(200);
      expect(pdf.headers["content-type"]).toBe("application/pdf");

      const script = /\/assets\/[^"'\s)]+\.js/.exec(page.body)?.[0];
      expect(script).toBeDefined();
      const asset = await request(script!);
      expect(asset.status).toBe(200);
      expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    });

    it("the grievance form, its status look-up and the alumni form, posted as a browser posts them, are accepted", async () => {
      const grievance = new FormData();
      const grievanceHidden = await formPage("/grievance-form", "grievance");
      expect(grievanceHidden.get("token")).toBeTruthy();
      for (const [name, value] of grievanceHidden) grievance.append(name, value);
      for (const [name, value] of Object.entries(sampleGrievance)) grievance.append(name, value);
      // A browser sends the file input even when no file is chosen: an empty part.
      grievance.append("attachment", new File([], "", { type: "application/octet-stream" }));
      const received = await postForm("/grievance-form", grievance);
      expect(received.status).toBe(200);
      const reference = /GRV-\d{4}-\d{6}/.exec(received.body)?.[0];
      expect(reference).toBeDefined();

      const lookup = await formPage("/grievance-status", "grievance-status");
      lookup.set("reference", reference!);
      lookup.set("email", sampleGrievance.email);
      const status = await postForm("/grievance-status", lookup);
      expect(status.status, status.body.slice(0, 300)).toBe(200);
      expect(status.body).toContain('data-testid="grievance-status"');
      expect(status.body).toContain(reference);

      const alumni = await formPage("/alumni", "alumni");
      expect(alumni.get("token")).toBeTruthy();
      for (const [name, value] of Object.entries({
        name: "Ravi Kumar",
        programme: "Diploma in Mechanical Engineering",
        yearOfPassing: "2019",
        email: "ravi.kumar@example.com",
        organisation: "Delhi Metro",
        consent: "on",
      }))
        alumni.set(name, value);
      const registered = await postForm("/alumni", alumni);
      expect(registered.status, registered.body.slice(0, 300)).toBe(200);
      expect(registered.body).toContain('role="status"');
    });

    it("the reading options' cookies are Secure over HTTPS", async () => {
      const answer = await postForm("/preferences", new URLSearchParams({ textSize: "large", returnTo: "/courses" }));
      expect(answer.status).toBe(303);
      expect(answer.headers.location).toBe("/courses");
      expect(answer.headers["set-cookie"]).toEqual([expect.stringMatching(/^text-size=large;.*; Secure$/)]);
    });

    it("stopping one instance during a load run loses no request", async () => {
      const run = autocannon({
        url: origin,
        connections: 8,
        duration: 6,
        requests: [{ path: "/api/v1/campus" }, { path: "/hi/" }, { path: "/api/v1/notice?section=tenders" }],
      });
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      await stopServer(instances[0]!);
      const result = await run;
      expect(instances[0]!.child.exitCode, instances[0]!.output.join("\n")).toBe(0);
      expect(result.requests.total).toBeGreaterThan(50);
      expect({ errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx }).toEqual({
        errors: 0,
        timeouts: 0,
        non2xx: 0,
      });
    });
  },
);
