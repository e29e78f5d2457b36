/**
 * A loopback TCP proxy that a test can cut and restore, to make a real service (the
 * PostgreSQL server) unreachable for the site without touching the service itself, or slow
 * down, to make the site answer late (the request arrives at once, the answer does not).
 */
import net from "node:net";

export type TcpProxy = {
  port: number;
  /** Refuses new connections and drops open ones, as if the database went away. */
  cut(): Promise<void>;
  /** Accepts connections again on the same port. */
  restore(): Promise<void>;
  /** Holds every later piece of the service's answers this long (0: none). */
  delayResponses(ms: number): void;
  close(): Promise<void>;
};

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;
  let responseDelayMs = 0;

  function listen(): Promise<void> {
    server = net.createServer((client) => {
      const upstream = net.connect(target.port, target.host);
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on("close", () => sockets.delete(socket));
        socket.on("error", () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream);
      // Same delay for every piece of one answer, so they stay in order.
      upstream.on("data", (chunk) => {
        if (responseDelayMs === 0) return void client.write(chunk);
        setTimeout(() => client.write(chunk), responseDelayMs);
      });
      upstream.on("end", () => setTimeout(() => client.end(), responseDelayMs));
    });
    return new Promise((resolve, reject) => {
      server!.once("error", reject);
      server!.listen(port, "127.0.0.1", () => {
        port = (server!.address() as net.AddressInfo).port;
        resolve();
      });
    });
  }

  async function cut(): Promise<void> {
    const closing = server;
    server = null;
    for (const socket of sockets) socket.destroy();
    if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
  }

  await listen();
  return {
    get port() {
      return port;
    },
    cut,
    restore: listen,
    delayResponses(ms) {
      responseDelayMs = ms;
    },
    close: cut,
  };
}
