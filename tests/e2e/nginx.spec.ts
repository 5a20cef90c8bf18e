import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import { expect, test } from "@playwright/test";
import { freePort, startInstance, temporaryDataDir, temporarySchema, type Instance } from "../support/instances.ts";

const nginxBinary = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((candidate) => fs.existsSync(candidate));
const shippedConfig = fs.readFileSync(path.resolve(import.meta.dirname, "../../deploy/nginx.conf"), "utf8");
/** As deployed, N machines on one PostgreSQL, when there is one to test with; one SQLite file otherwise. */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** deploy/nginx.conf as shipped, with only its listen port and upstream addresses changed, in a minimal nginx.conf. */
function nginxConfig(prefix: string, listenPort: number, upstreams: [string, string]): string {
  const site = shippedConfig
    .replace("listen 80;", `listen 127.0.0.1:${listenPort};`)
    .replace("server 127.0.0.1:3000 ", `server ${upstreams[0]} `)
    .replace("server 127.0.0.1:3001 ", `server ${upstreams[1]} `);
  expect(site).not.toEqual(shippedConfig);
  fs.writeFileSync(path.join(prefix, "dseu.conf"), site);
  return `
daemon off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  # The load run's client, not the site: nginx closes a client connection after its
  # 1,000th request (keepalive_requests), and autocannon counts that close as a failed
  # request. Loads on PostgreSQL pass 1,000 per connection within the run.
  keepalive_requests 100000;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  include ${prefix}/dseu.conf;
}
`;
}

test.describe(`two instances on ${onPostgres ? "one PostgreSQL" : "one SQLite file"} behind nginx with deploy/nginx.conf`, () => {
  test.skip(!nginxBinary, "nginx is not installed (.ci/run installs it)");
  test.skip(({ isMobile }) => isMobile, "one run is enough: this is about servers, not screens");
  test.describe.configure({ mode: "serial", timeout: 180_000 });

  let dataDir: string;
  let schema: Awaited<ReturnType<typeof temporarySchema>> | undefined;
  const instances: Instance[] = [];
  let nginx: ChildProcess | undefined;
  let proxy = "";

  test.beforeAll(async () => {
    dataDir = temporaryDataDir();
    if (onPostgres) schema = await temporarySchema("nginx");
    // The second starts on the database the first has prepared.
    // Behind nginx, as docs/deploy.md says: one trusted proxy hop.
    const settings = { DATA_DIR: dataDir, DATABASE_URL: schema?.url ?? "", TRUST_PROXY: "1" };
    instances.push(await startInstance(settings));
    instances.push(await startInstance(settings));
    const prefix = fs.mkdtempSync(path.join(dataDir, "nginx-"));
    const port = await freePort();
    const config = path.join(prefix, "nginx.conf");
    fs.writeFileSync(
      config,
      nginxConfig(prefix, port, instances.map((instance) => new URL(instance.url).host) as [string, string]),
    );
    nginx = spawn(nginxBinary!, ["-p", prefix, "-c", config], { stdio: "ignore" });
    proxy = `http://127.0.0.1:${port}`;
    for (let tries = 0; tries < 100; tries += 1) {
      if (
        await fetch(`${proxy}/readyz`).then(
          (response) => response.ok,
          () => false,
        )
      )
        return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`nginx did not start: ${fs.readFileSync(path.join(prefix, "error.log"), "utf8")}`);
  });

  test.afterAll(async () => {
    nginx?.kill("SIGQUIT");
    await Promise.all(instances.map((instance) => instance.stop()));
    await schema?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test("pages, the API and a file arrive through the proxy", async ({ page, request }) => {
    const ready = await (await request.get(`${proxy}/readyz`)).json();
    expect(ready.database).toBe(onPostgres ? "postgres" : "sqlite");
    await page.goto(`${proxy}/hi/`);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    const campuses = await (await request.get(`${proxy}/api/v1/campus?zone=north`)).json();
    expect(campuses.data.campuses.length).toBeGreaterThan(0);

    const notices = await (await request.get(`${proxy}/api/v1/notice?section=tenders&limit=5`)).json();
    const file = notices.data.notices.find((notice: { file?: { url: string } }) => notice.file)?.file;
    expect(file).toBeDefined();
    const pdf = await request.get(`${proxy}${file.url}`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");

    const script = await page.locator('link[rel="modulepreload"]').first().getAttribute("href");
    const asset = await request.get(`${proxy}${script}`);
    expect(asset.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  test("stopping one instance during a load run loses no request", async () => {
    const run = autocannon({
      url: proxy,
      connections: 8,
      duration: 6,
      requests: [{ path: "/api/v1/campus" }, { path: "/hi/" }, { path: "/api/v1/notice?section=tenders" }],
    });
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const exitCode = await instances[0]!.stop();
    const result = await run;
    expect(exitCode, instances[0]!.output()).toBe(0);
    expect(result.requests.total).toBeGreaterThan(50);
    expect({ errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx }).toEqual({
      errors: 0,
      timeouts: 0,
      non2xx: 0,
    });
  });
});
