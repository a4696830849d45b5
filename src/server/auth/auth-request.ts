import type { Context } from "hono";
import { hasLoneSurrogate } from "../../shared/text";
import { AppError } from "../http/app-error";
import { readBodyText } from "../http/validate";

// Better Auth's requests are read once, here, before Better Auth sees them (issue 24). A control
// character in any field ("token": "a\u0000b" on reset-password or revoke-session) reached the
// database, which cannot store NUL, and came back as a 500; a body that is not JSON, or cannot be read
// in full, is the caller's mistake too. Each is a 400 naming the field.

/** JSON's own whitespace, allowed between values in the raw text (never inside a value). */
const JSON_SPACE = new Set([0x09, 0x0a, 0x0d]);
const isControl = (code: number) => code < 0x20 || code === 0x7f;

/** A C0 control or DEL: no name, address, password, token or URL holds one. */
function hasControl(s: string, allow: Set<number> = new Set()): boolean {
  for (let i = 0; i < s.length; i++) {
    const code = s.charCodeAt(i);
    if (isControl(code) && !allow.has(code)) return true;
  }
  return false;
}

export interface AuthRequest {
  /** The body as sent ("" without one), to be passed on to Better Auth. */
  text: string;
  /** The JSON body's fields ({} when there is none or it is not JSON). */
  body: Record<string, unknown>;
}

const refuse = (field: string) =>
  new AppError("validation", `${field}: Must not contain control characters`, {
    fields: { [field]: ["Must not contain control characters"] },
  });

/** Better Auth's bodies are flat: deeper nesting is refused rather than walked (fuzzing sent 5,000). */
const MAX_DEPTH = 16;

/** Every string in `value`, keys included, walked without recursion; throws 400 naming the field. */
function checkValue(value: unknown, field: string): void {
  const stack: [unknown, string, number][] = [[value, field, 0]];
  for (let item = stack.pop(); item; item = stack.pop()) {
    const [v, name, depth] = item;
    if (typeof v === "string") {
      if (hasControl(v) || hasLoneSurrogate(v)) throw refuse(name);
    } else if (v && typeof v === "object") {
      if (depth >= MAX_DEPTH) throw new AppError("bad_request", "The request body is nested too deeply");
      for (const [k, child] of Object.entries(v)) {
        if (hasControl(k) || hasLoneSurrogate(k)) throw refuse(name);
        stack.push([child, name === "body" ? k : `${name}.${k}`, depth + 1]);
      }
    }
  }
}

function decoded(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** Reads and checks a Better Auth request's path, query and body; throws AppError 400. */
export async function readAuthRequest(c: Context): Promise<AuthRequest> {
  const url = new URL(c.req.url);
  checkValue(decoded(url.pathname), "path");
  for (const [key, value] of url.searchParams) {
    checkValue(key, "query");
    checkValue(value, key);
  }
  if (c.req.method === "GET" || c.req.method === "HEAD") return { text: "", body: {} };

  const text = await readBodyText(c);
  if (hasControl(text, JSON_SPACE)) throw refuse("body");
  const json = (c.req.header("content-type") ?? "").toLowerCase().includes("json");
  if (!json || text.trim() === "") return { text, body: {} };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new AppError("bad_request", "The request body is not valid JSON");
  }
  checkValue(parsed, "body");
  const body = parsed && typeof parsed === "object" && !Array.isArray(parsed) ? parsed : {};
  return { text, body: body as Record<string, unknown> };
}
