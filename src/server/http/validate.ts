import type { Context } from "hono";
import type { z } from "zod";
import { AppError } from "./app-error";

/** Reads and validates a JSON body; every field's message goes back to the caller (400). */
export async function parseJsonBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  let body: unknown;
  try {
    const text = await c.req.text();
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
