// Spec §7–8: every call sends cookies; a JSON body only when there is one; a non-2xx answer throws
// "STATUS: text" where text is the server's readable message, never raw JSON. The error also keeps
// the server's explanation fields (an engine refusal's rule and what to change) for screens that
// show more than the message.

/** What an engine refusal carries besides its message; older servers send `hint`, the engine `suggestion`. */
export interface ErrorExplanation {
  rule?: string;
  suggestion?: string;
  reason?: string;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly explanation: ErrorExplanation = {},
  ) {
    super(`${status}: ${message}`);
    this.name = "ApiError";
  }
}

export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const body = await res.text().catch(() => "");
  const { message, explanation } = readBody(body);
  throw new ApiError(res.status, message || res.statusText, explanation);
}

const text = (v: unknown) => (typeof v === "string" && v.trim() ? v : undefined);

function readBody(body: string): { message: string; explanation: ErrorExplanation } {
  const trimmed = body.trim();
  if (!trimmed.startsWith("{")) return { message: trimmed, explanation: {} };
  try {
    const parsed = JSON.parse(trimmed) as Record<string, unknown>;
    const explanation: ErrorExplanation = {};
    const rule = text(parsed.rule);
    const suggestion = text(parsed.suggestion) ?? text(parsed.hint);
    const reason = text(parsed.reason) ?? text(parsed.code);
    if (rule) explanation.rule = rule;
    if (suggestion) explanation.suggestion = suggestion;
    if (reason) explanation.reason = reason;
    return { message: text(parsed.message) ?? text(parsed.error) ?? trimmed, explanation };
  } catch {
    // Not JSON after all: show it as text.
    return { message: trimmed, explanation: {} };
  }
}

/** The rule and what to change, when the error is an explained refusal. */
export function explanationOf(err: unknown): ErrorExplanation {
  return err instanceof ApiError ? err.explanation : {};
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
