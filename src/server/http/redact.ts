// Every log line passes through here (src/server/http/logger.ts): no password, token, cookie, e-mail
// or profile value may reach a log, whoever wrote the line (our code, Better Auth, a driver's error).

const REDACTED = "[redacted]";

/** Field names whose values are secret or personal, wherever they appear in a logged object. */
const SECRET_KEY =
  /pass(word)?|secret|token|cookie|authori[sz]ation|session|api[-_]?key|credential|signature|^(state|nonce)$/i;
const PERSONAL_KEY =
  /^(name|e-?mail|age|gender|image|height(_?cm)?|weight(_?kg)?|activity(_?level)?|health(_?conditions)?|foods?(_?to_?include)?|allerg(y|ies)|excluded(_?foods)?|profile|user|body|params|parameters|values|query)$/i;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const TEXT_RULES: [RegExp, string | ((m: string) => string)][] = [
  // A driver's "Failed query: … params: a,b,c" lists the row's values.
  [/\bparams: [\s\S]*$/, `params: ${REDACTED}`],
  // key=value in cookies, query strings and URLs; "key": "value" in JSON.
  [
    /\b([\w.-]*(?:token|secret|password|session[\w.-]*|code|state))=([^;&\s,"']+)/gi,
    (m) => `${m.slice(0, m.indexOf("="))}=${REDACTED}`,
  ],
  [
    /"([\w.-]*(?:token|secret|password|cookie|email|name|age|weight\w*|height\w*|health\w*|foods\w*|allerg\w*|excluded\w*))"\s*:\s*("(?:[^"\\]|\\.)*"|[\d.]+|\[[^\]]*\])/gi,
    (m) => `${m.slice(0, m.indexOf(":"))}: "${REDACTED}"`,
  ],
  [/\b(Bearer|Basic)\s+[\w.~+/=-]+/gi, (m) => `${m.split(/\s+/)[0]} ${REDACTED}`],
  [/[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[a-z]{2,}/gi, "[email]"],
  // Long random strings: session tokens, share tokens, secrets (UUIDs are ids, and kept).
  [/[A-Za-z0-9_-]{32,}/g, (m) => (UUID.test(m) ? m : REDACTED)],
];

/** A text with secrets and personal values replaced. */
export function scrubText(text: string): string {
  let out = text;
  for (const [re, to] of TEXT_RULES) out = out.replace(re, to as string);
  return out;
}

/** A copy of a logged value with secret and personal fields replaced, every string scrubbed. */
export function redact(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return scrubText(value);
  if (value === null || typeof value !== "object") return value;
  if (depth > 6) return "[too deep]";
  if (value instanceof Error) return redact({ name: value.name, message: value.message }, depth + 1);
  if (Array.isArray(value)) return value.slice(0, 50).map((v) => redact(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    out[k] = SECRET_KEY.test(k) || PERSONAL_KEY.test(k) ? REDACTED : redact(v, depth + 1);
  }
  return out;
}
