import type { ContentfulStatusCode } from "hono/utils/http-status";

// One error type for every expected failure; the error handler turns its code into an HTTP answer.

const STATUS = {
  bad_request: 400,
  validation: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unprocessable: 422,
  rate_limited: 429,
  unavailable: 503,
} as const satisfies Record<string, ContentfulStatusCode>;

export type AppErrorCode = keyof typeof STATUS;

export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly details?: {
      fields?: Record<string, string[]>;
      hint?: string;
      rule?: string;
      reason?: string;
      /** Seconds; also sent as the Retry-After header. */
      retryAfter?: number;
    },
  ) {
    super(message);
    this.name = "AppError";
  }

  get status(): ContentfulStatusCode {
    return STATUS[this.code];
  }

  toJSON() {
    return { error: this.code, message: this.message, ...this.details };
  }
}

export const unauthenticated = () => new AppError("unauthenticated", "Authentication required");
