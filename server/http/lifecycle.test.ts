/** Start and stop in this process: the environment checked, the server's timeouts, serve() listening and stopping on a signal. */
import http from "node:http";
import type net from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { loadConfig } from "../config";
import { openServices, type SiteServices } from "../services";
import { configOrExit, createSiteServer, serve } from "./lifecycle";
import { useSignalHandlers } from "../test-support/signals";
import { useTempDir } from "../test-support/temp-dir";

afterEach(() => vi.restoreAllMocks());
const { sqliteFile } = useTempDir("lifecycle-test-");

describe("configOrExit", () => {
  it("exits with status 1 and the message on a bad environment; other errors are not its to catch", () => {
    const exit = vi.spyOn(process, "exit").mockImplementation(((code: number) => {
      throw new Error(`exit ${code}`);
    }) as never);
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => configOrExit({ PORT: "0" })).toThrow("exit 1");
    expect(logged).toHaveBeenCalledWith("Invalid server configuration:\n  PORT: must be a port number from 1 to 65535");
    const unreadable = new Proxy({}, { get: () => { throw new RangeError("unreadable environment"); } });
    expect(() => configOrExit(unreadable)).toThrow(RangeError);
    expect(exit).toHaveBeenCalledTimes(1);
    expect(configOrExit({ PORT: "8080" }).PORT).toBe(8080);
  });
});

describe("createSiteServer", () => {
  it("cuts off a client that trickles its headers (15 s) or its request (60 s), and hands the rest to the listener", async () => {
    const listener = vi.fn((_req: http.IncomingMessage, res: http.ServerResponse) => res.end("listened\n"));
    const server = createSiteServer(listener, loadConfig({}));
    expect(server.headersTimeout).toBe(15_000);
    expect(server.requestTimeout).toBe(60_000);
    expect(server.maxRequestsPerSocket).toBe(1_000);
    expect(server.maxConnections).toBe(500);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const response = await fetch(`http://127.0.0.1:${(server.address() as net.AddressInfo).port}/`);
      expect(await response.text()).toBe("listened\n");
      expect(listener).toHaveBeenCalledTimes(1);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe("serve", () => {
  const { installed, recordExits, exited } = useSignalHandlers();

  it("listens, says where, and on SIGTERM closes, runs beforeStop, stops the services and exits 0, once", async () => {
    const file = sqliteFile();
    const config = { ...loadConfig({ DATABASE_URL: `sqlite:${file}`, HOST: "127.0.0.1" }), PORT: 0 };
    const services = await openServices(config);
    const steps: string[] = [];
    const stopSweep = services.sweep.stop.bind(services.sweep);
    vi.spyOn(services.sweep, "stop").mockImplementation(async () => {
      steps.push("sweep stopped");
      await stopSweep();
    });
    const writeEvents = services.analytics.stop.bind(services.analytics);
    vi.spyOn(services.analytics, "stop").mockImplementation(async () => {
      steps.push("events written");
      await writeEvents();
    });
    const stop = services.enquiries.stop.bind(services.enquiries);
    vi.spyOn(services.enquiries, "stop").mockImplementation(async () => {
      steps.push("services stopped");
      await stop();
    });
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    const exit = recordExits();
    const server = createSiteServer(() => {}, config);
    await serve(server, config, services, async () => {
      steps.push(`beforeStop, server listening: ${server.listening}`);
    });
    expect(server.listening).toBe(true);
    expect(log).toHaveBeenCalledWith(`Site ready on http://localhost:0 (enquiries: ${file})`);
    installed("SIGTERM")("SIGTERM");
    installed("SIGINT")("SIGINT");
    await exited(exit);
    expect(steps).toEqual(["beforeStop, server listening: false", "sweep stopped", "events written", "services stopped"]);
    expect(exit.mock.calls).toEqual([[0]]);
    expect(log.mock.calls.slice(1).map(([line]) => line)).toEqual([
      "SIGTERM: finishing requests in flight, then stopping.",
      "Requests finished; stopping the mail worker.",
      "Mail worker stopped and database closed. Bye.",
    ]);
  });

  it("names PostgreSQL when it stores there, and exits 1 when stopping fails", async () => {
    const config = { ...loadConfig({ DATABASE_URL: "postgres://db.example/site", HOST: "127.0.0.1" }), PORT: 0 };
    const failing = new Error("database gone");
    const services = { enquiries: { stop: () => Promise.reject(failing) }, sweep: { stop: async () => {} }, analytics: { stop: async () => {} } } as unknown as SiteServices;
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const exit = recordExits();
    const server = http.createServer();
    await serve(server, config, services);
    expect(log).toHaveBeenCalledWith("Site ready on http://localhost:0 (enquiries: PostgreSQL)");
    installed("SIGINT")("SIGINT");
    await exited(exit);
    expect(logged).toHaveBeenCalledWith("Shutdown failed", failing);
    expect(exit.mock.calls).toEqual([[1]]);
    expect(server.listening).toBe(false);
  });

  it("rejects when the port cannot be had", async () => {
    const taken = http.createServer();
    await new Promise<void>((resolve) => taken.listen(0, "127.0.0.1", resolve));
    const port = (taken.address() as net.AddressInfo).port;
    try {
      const config = { ...loadConfig({ HOST: "127.0.0.1" }), PORT: port };
      await expect(serve(http.createServer(), config, {} as SiteServices)).rejects.toThrow("EADDRINUSE");
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  });
});
