import type { AddressInfo } from "node:net";
import net from "node:net";
import { serve } from "@hono/node-server";
import type { TestApp } from "./test-app";

// The app behind Node's real HTTP server, and a socket that sends whatever bytes a test wants: the
// malformed and truncated requests a fetch client cannot send.

export interface Listening {
  port: number;
  close(): Promise<void>;
}

export async function listen(t: TestApp): Promise<Listening> {
  const server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise((r) => server.once("listening", r));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        if ("closeAllConnections" in server) server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface RawAnswer {
  /** Everything the server sent. */
  text: string;
  /** The status of each response in it, in order. */
  statuses: number[];
  /** How the connection ended: the server closed it, it was reset, or it was still open at the timeout. */
  ended: "closed" | "reset" | "open";
}

/** Sends `bytes` on a fresh connection (then half-closes it when `end`), and reads until it closes. */
export function rawRequest(
  port: number,
  bytes: string | Buffer,
  { end = false, timeoutMs = 3_000 } = {},
): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    let text = "";
    let ended: RawAnswer["ended"] = "open";
    const done = () => {
      clearTimeout(timer);
      const statuses = [...text.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((m) => Number(m[1]));
      resolve({ text, statuses, ended });
    };
    const timer = setTimeout(() => {
      socket.destroy();
      done();
    }, timeoutMs);
    socket.on("data", (d) => {
      text += d.toString("latin1");
    });
    socket.on("error", () => {
      ended = "reset";
    });
    socket.on("close", () => {
      if (ended === "open") ended = "closed";
      done();
    });
    socket.write(bytes, () => {
      if (end) socket.end();
    });
  });
}

/** The headers of the first response in a raw answer, lower-cased names. */
export function headersOf(text: string): Record<string, string> {
  const head = text.split("\r\n\r\n")[0] ?? "";
  return Object.fromEntries(
    head
      .split("\r\n")
      .slice(1)
      .map((l) => [l.slice(0, l.indexOf(":")).toLowerCase(), l.slice(l.indexOf(":") + 1).trim()]),
  );
}
