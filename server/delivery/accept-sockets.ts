import { once } from "node:events";
import net from "node:net";
import type { FastifyInstance, FastifyListenOptions } from "fastify";

/**
 * Listening sockets for one port, all feeding the one HTTP server (decision 0076).
 *
 * libuv accepts one connection per turn of the event loop. Under a crowd a turn answers
 * every connection that has a request waiting, so while hundreds are being answered the
 * accept queue moves by one connection per turn (tenths of a second each): the visitors
 * behind them wait until their browsers give up, and never even get the quick 503 that
 * overload shedding would give them. With `count` sockets bound with SO_REUSEPORT the
 * kernel spreads new connections over them, and each turn accepts one from each.
 */
export async function listenOnAcceptSockets(
  app: FastifyInstance,
  { host, port, backlog, count }: { host: string; port: number; backlog: number; count: number },
): Promise<void> {
  if (count <= 1) {
    await app.listen({ host, port, backlog });
    return;
  }
  await refuseIfTaken(host, port);
  const extra: net.Server[] = [];
  // Stop accepting on every socket when the server starts to close, as it does on its own.
  app.addHook("preClose", async () => {
    await Promise.all(extra.map((socket) => new Promise((resolve) => socket.close(resolve))));
  });
  // Fastify hands its options to Node's server.listen, which knows reusePort. `exclusive`: in a
  // cluster's worker (a lone one under server/supervisor.ts), each socket is the worker's own,
  // bound here, rather than one the primary accepts on and passes connections from.
  const withReusePort: FastifyListenOptions & { reusePort: boolean; exclusive: boolean } = {
    host,
    port,
    backlog,
    reusePort: true,
    exclusive: true,
  };
  await app.listen(withReusePort);
  const boundPort = (app.server.address() as net.AddressInfo).port;
  for (let index = 1; index < count; index += 1) {
    const socket = net.createServer((connection) => app.server.emit("connection", connection));
    socket.listen({ host, port: boundPort, backlog, reusePort: true, exclusive: true });
    await once(socket, "listening");
    extra.push(socket);
  }
}

/**
 * SO_REUSEPORT would let this process share the port with another that also set it
 * (an older instance still running, say) and quietly split the visitors between them;
 * a plain bind first says EADDRINUSE, as a server without the option would.
 */
async function refuseIfTaken(host: string, port: number): Promise<void> {
  if (port === 0) return;
  const probe = net.createServer();
  probe.listen({ host, port, exclusive: true });
  await Promise.race([
    once(probe, "listening"),
    once(probe, "error").then(([error]) => Promise.reject(error as Error)),
  ]);
  await new Promise((resolve) => probe.close(resolve));
}
