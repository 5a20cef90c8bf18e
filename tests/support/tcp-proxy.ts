import { once } from "node:events";
import net from "node:net";

export type TcpProxy = {
  port: number;
  /** Drops every open connection and refuses new ones, as a stopped server would. */
  cut: () => Promise<void>;
  /** Accepts connections again on the same port, as a restarted server would. */
  restore: () => Promise<void>;
  /** Holds every byte both ways, connections kept open and new ones accepted: a server that stalls. */
  pause: () => void;
  /** Lets the bytes held and those that follow through again. */
  resume: () => void;
  close: () => Promise<void>;
};

/** A loopback TCP proxy to `target`, so a test can take a database away without touching the server itself. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let paused = false;
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => socket.destroy());
  };
  const listen = async (port: number) => {
    const server = net.createServer((client) => {
      const upstream = net.connect(target.port, target.host);
      track(client);
      track(upstream);
      client.pipe(upstream);
      upstream.pipe(client);
      // After the pipes, which set their sources flowing.
      if (paused) for (const socket of [client, upstream]) socket.pause();
      client.on("close", () => upstream.destroy());
      upstream.on("close", () => client.destroy());
    });
    server.listen(port, "127.0.0.1");
    await once(server, "listening");
    return server;
  };
  let server: net.Server | undefined = await listen(0);
  const port = (server.address() as net.AddressInfo).port;
  const stop = async () => {
    if (!server) return;
    const closing = once(server, "close");
    server.close();
    for (const socket of sockets) socket.destroy();
    await closing;
    server = undefined;
  };
  return {
    port,
    cut: stop,
    pause: () => {
      paused = true;
      for (const socket of sockets) socket.pause();
    },
    resume: () => {
      paused = false;
      for (const socket of sockets) socket.resume();
    },
    restore: async () => {
      server ??= await listen(port);
    },
    close: stop,
  };
}
