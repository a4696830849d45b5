import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { AppError } from "./app-error";

/**
 * Every API body is a small JSON document; larger ones are refused with 413 before they are read past
 * the limit (Better Auth's endpoints included: they would parse any size). A body that cannot be read
 * at all (a malformed chunk size, a connection closed half-way) is a 400, not a server fault.
 */
export function limitBody(maxBytes: number): MiddlewareHandler {
  const limit = bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw new AppError("too_large", `Request bodies are limited to ${maxBytes / 1024} KB`);
    },
  });
  return async (c, next) => {
    let read = false;
    try {
      await limit(c, async () => {
        read = true;
        await next();
      });
    } catch (err) {
      if (read || err instanceof AppError) throw err;
      throw new AppError("bad_request", "The request body could not be read in full");
    }
  };
}
