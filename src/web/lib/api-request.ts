// Every call sends cookies; a JSON body only when there is one; a non-2xx answer throws
// "STATUS: text" where text is the server's readable message, never raw JSON. The error also keeps
// an engine refusal whole (its rule and what to change) for screens that show more than the message.

import { isPlanRefusal, type PlanRefusal } from "../../shared/plan-refusal";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly refusal?: PlanRefusal,
  ) {
    super(`${status}: ${message}`);
    this.name = "ApiError";
  }
}

export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const body = await res.text().catch(() => "");
  const { message, refusal } = readBody(body);
  throw new ApiError(res.status, message || res.statusText, refusal);
}

const text = (v: unknown) => (typeof v === "string" && v.trim() ? v : undefined);

function readBody(body: string): { message: string; refusal?: PlanRefusal } {
  const trimmed = body.trim();
  if (!trimmed.startsWith("{")) return { message: trimmed };
  try {
    const parsed = JSON.parse(trimmed) as Record<string, unknown>;
    const message = text(parsed.message) ?? text(parsed.error) ?? trimmed;
    return isPlanRefusal(parsed.refusal) ? { message, refusal: parsed.refusal } : { message };
  } catch {
    // Not JSON after all: show it as text.
    return { message: trimmed };
  }
}

/** The engine's refusal, when the error is one. */
export function refusalOf(err: unknown): PlanRefusal | undefined {
  return err instanceof ApiError ? err.refusal : undefined;
}

export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const res = await fetch(url, {
    method,
    headers: data !== undefined ? { "Content-Type": "application/json" } : {},
    body: data !== undefined ? JSON.stringify(data) : undefined,
    credentials: "include",
  });
  await throwIfResNotOk(res);
  return res;
}

/**
 * A call whose answer is not needed. Its body is still read to the end: left unread, the request stays
 * open, and its connection busy, for as long as the page lives (six of them stall every later call).
 */
export async function apiSend(method: string, url: string, data?: unknown): Promise<void> {
  await (await apiRequest(method, url, data)).text();
}
