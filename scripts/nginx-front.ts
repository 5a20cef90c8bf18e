/**
 * deploy/nginx.conf as shipped, run by this machine's nginx in front of instances on loopback,
 * for tests/process/nginx.test.ts and the results-day benchmarks: only the listen ports, the
 * certificate and key paths (a certificate made for the run), the cache's folder and the two
 * upstream addresses are changed, in a minimal nginx.conf of its own.
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import https from "node:https";
import path from "node:path";

export const nginxBinary = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((candidate) => fs.existsSync(candidate));

const shippedConfig = fs.readFileSync(path.resolve(import.meta.dirname, "../deploy/nginx.conf"), "utf8");

export type NginxPorts = { https: number; http: number };

export type NginxFront = {
  /** `https://127.0.0.1:<port>` */
  origin: string;
  /** The run's certificate (PEM), the only one a client of the run should trust. */
  certificate: string;
  prefix: string;
  process: ChildProcess;
  stop: () => void;
};

/** A certificate for 127.0.0.1 made for this run, which the run's requests trust and no one else does. */
function makeCertificate(prefix: string): string {
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      ...["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"],
      ...["-keyout", path.join(prefix, "key.pem"), "-out", path.join(prefix, "certificate.pem")],
      ...["-days", "2", "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1"],
    ],
    { stdio: "pipe" },
  );
  return fs.readFileSync(path.join(prefix, "certificate.pem"), "utf8");
}

/** deploy/nginx.conf with the run's ports, certificate, cache folder and upstreams; throws if one is not as shipped. */
function siteConfig(prefix: string, ports: NginxPorts, upstreams: string[]): string {
  const replacements: Array<[string, string]> = [
    ["listen 443 ssl;", `listen 127.0.0.1:${ports.https} ssl;`],
    ["listen 80;", `listen 127.0.0.1:${ports.http};`],
    ["/etc/ssl/dseu/fullchain.pem", path.join(prefix, "certificate.pem")],
    ["/etc/ssl/dseu/privkey.pem", path.join(prefix, "key.pem")],
    ["proxy_cache_path /var/cache/dseu-nginx ", `proxy_cache_path ${path.join(prefix, "cache")} `],
    ["server 127.0.0.1:3000 ", `server ${upstreams[0]} `],
    ["server 127.0.0.1:3001 ", `server ${upstreams[1]} `],
  ];
  return replacements.reduce((config, [shipped, here]) => {
    if (!config.includes(shipped)) throw new Error(`deploy/nginx.conf no longer says ${shipped}`);
    return config.replace(shipped, here);
  }, shippedConfig);
}

/**
 * Starts nginx with deploy/nginx.conf in front of `upstreams` (two host:port pairs), in the
 * folder `prefix`, and waits until it answers `/readyz` over HTTPS. `main` and `http` add
 * directives to the wrapping configuration's main and http contexts (a benchmark's worker
 * and connection counts, another server block).
 */
export async function startNginx({
  prefix,
  ports,
  upstreams,
  main = "",
  http = "",
}: {
  prefix: string;
  ports: NginxPorts;
  upstreams: string[];
  main?: string;
  http?: string;
}): Promise<NginxFront> {
  if (!nginxBinary) throw new Error("nginx is not installed (apt-get install nginx)");
  // Started as root, nginx's workers run as nobody, and keep large uploads and the cache under here.
  fs.chmodSync(prefix, 0o711);
  const certificate = makeCertificate(prefix);
  fs.writeFileSync(path.join(prefix, "dseu.conf"), siteConfig(prefix, ports, upstreams));
  const config = path.join(prefix, "nginx.conf");
  fs.writeFileSync(
    config,
    `
daemon off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
${main || "events { worker_connections 256; }"}
http {
  access_log off;
  # The load runs' clients, not the site: nginx closes a client connection after its
  # 1,000th request (keepalive_requests), and autocannon counts that close as a failed
  # request.
  keepalive_requests 100000;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  include ${prefix}/dseu.conf;
  ${http}
}
`,
  );
  const child = spawn(nginxBinary, ["-p", prefix, "-c", config], { stdio: "ignore" });
  const origin = `https://127.0.0.1:${ports.https}`;
  const stop = () => {
    if (child.exitCode === null) child.kill("SIGQUIT");
  };
  for (let tries = 0; tries < 100; tries += 1) {
    const ready = await new Promise<boolean>((resolve) => {
      https
        .request(`${origin}/readyz`, { ca: certificate, agent: false }, (answer) => {
          answer.resume();
          resolve(answer.statusCode === 200);
        })
        .on("error", () => resolve(false))
        .end();
    });
    if (ready) return { origin, certificate, prefix, process: child, stop };
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  stop();
  const log = fs.existsSync(path.join(prefix, "error.log"))
    ? fs.readFileSync(path.join(prefix, "error.log"), "utf8")
    : "";
  throw new Error(`nginx did not start: ${log}`);
}
