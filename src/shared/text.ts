import { z } from "zod";

// Text every schema accepts: PostgreSQL cannot store a NUL character in text or jsonb, and a lone
// UTF-16 surrogate is not Unicode at all (jsonb refuses "\ud800"), so both are refused at the door
// with a field message instead of failing later in the database.

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** An account's and a profile's name: the profile copies the account's, so both have one bound. */
export const NAME_MAX = 100;

export const NUL_MESSAGE = "Must not contain a NUL character";
export const UNICODE_MESSAGE = "Must be valid Unicode text";

export function hasNul(s: string): boolean {
  return s.includes("\u0000");
}

export function hasLoneSurrogate(s: string): boolean {
  return LONE_SURROGATE.test(s);
}

/** Whether the database can store this text as it is. */
export function isStorableText(s: string): boolean {
  return !hasNul(s) && !hasLoneSurrogate(s);
}

/** A string schema that refuses NUL and lone surrogates; chain trim/min/max on it as usual. */
export function safeString(params?: Parameters<typeof z.string>[0]) {
  return z
    .string(params)
    .refine((s) => !hasNul(s), { message: NUL_MESSAGE, abort: true })
    .refine((s) => !hasLoneSurrogate(s), { message: UNICODE_MESSAGE, abort: true });
}

/** PostgreSQL's uuid type: anything else cannot name a stored row, so callers answer it with 404. */
export const uuidSchema = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);

export function isUuid(s: string): boolean {
  return uuidSchema.safeParse(s).success;
}
