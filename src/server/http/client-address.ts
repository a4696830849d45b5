import { isIP } from "node:net";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/**
 * The caller's address, for per-address rate limits. Without trusted proxies it is the socket's (a
 * header could be forged by anyone). Behind `trustedProxies` reverse proxies (TRUST_PROXY) each of
 * them appended the address it was connected from to X-Forwarded-For, so the client is that many
 * entries from the right; whatever the client itself put further left is ignored.
 */
export function clientAddress(c: Context, trustedProxies = 0): string {
  const socket = socketAddress(c);
  if (trustedProxies <= 0) return socket;
  const forwarded = (c.req.header("x-forwarded-for") ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  const candidate = forwarded[Math.max(0, forwarded.length - trustedProxies)];
  return candidate && isIP(candidate) ? candidate : socket;
}

function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // In-process requests (tests) have no socket.
    return "in-process";
  }
}
