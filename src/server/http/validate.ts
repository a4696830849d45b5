import type { Context } from "hono";
import type { z } from "zod";
import { AppError } from "./app-error";

/**
 * The request body as text. A body that breaks off or is malformed on the wire (a bad chunk size, a
 * connection closed half-way) is the caller's mistake, answered 400: never a server fault, and never
 * taken for a database outage (issue 24).
 */
export async function readBodyText(c: Context): Promise<string> {
  try {
    return await c.req.text();
  } catch {
    throw new AppError("bad_request", "The request body could not be read in full");
  }
}

/** Reads and validates a JSON body; every field's message goes back to the caller (400). */
export async function parseJsonBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  const text = await readBodyText(c);
  let body: unknown;
  try {
    body = text.trim() === "" ? {} : JSON.parse(text);
  } catch {
    throw new AppError("bad_request", "The request body is not valid JSON");
  }
  return parseWith(schema, body);
}

export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw validationError(result.error);
}

/** 400 naming each field's first problem in the message and every problem in `fields`. */
export function validationError(error: z.ZodError): AppError {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "body";
    const list = fields[key] ?? [];
    list.push(issue.message);
    fields[key] = list;
  }
  const message = Object.values(fields)
    .map((m) => m[0])
    .join("; ");
  return new AppError("validation", message, { fields });
}
