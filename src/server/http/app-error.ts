import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { PlanRefusal } from "../../shared/plan-refusal";

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
  insufficient_storage: 507,
} as const satisfies Record<string, ContentfulStatusCode>;

export type AppErrorCode = keyof typeof STATUS;

export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly details?: {
      fields?: Record<string, string[]>;
      /** An engine refusal in full: the screen shows its rule and suggestion. */
      refusal?: PlanRefusal;
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

/** 422 carrying the engine's refusal whole. */
export const refused = (refusal: PlanRefusal) => new AppError("unprocessable", refusal.message, { refusal });

export const unauthenticated = () => new AppError("unauthenticated", "Authentication required");

/** 429 always says when to try again (Retry-After, whole seconds, at least 1). */
export const tooManyRequests = (message: string, retryAfterS: number) =>
  new AppError("rate_limited", message, { retryAfter: Math.max(1, Math.ceil(retryAfterS)) });
