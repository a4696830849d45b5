import fc from "fast-check";
import { type RawAnswer, rawRequest } from "../raw-http";
import { ENDPOINTS } from "./fuzz-requests";

// Requests broken on the wire, sent over a real socket to Node's HTTP server in front of the app
// (issue 24): bad chunk sizes, bodies that break off, oversized headers, conflicting lengths, a body
// over the limit with another request pipelined behind it. Each must be answered (4xx) or closed
// cleanly: a 5xx, a reset before any answer, or silence after the client finished is a finding.

export interface WireCase {
  kind: string;
  bytes: string;
  /** Half-close after sending: the client has nothing more to say. */
  end: boolean;
}

export interface WireFinding {
  case: WireCase;
  answer: RawAnswer;
}

const BODY_PATHS = Object.values(ENDPOINTS)
  .filter((e) => e.body && !e.path.includes(":"))
  .map((e) => `${e.method} ${e.path}`);

/** GET cases ask for the connection to close after the answer, so a kept-alive one does not wait. */
const CLOSE = "Connection: close";
const head = (line: string, headers: string[]) =>
  `${line} HTTP/1.1\r\nHost: 127.0.0.1\r\n${headers.join("\r\n")}\r\n\r\n`;
const json = '{"email":"wire@example.com","password":"pumpkin-ladder-orbit","name":"Wire"}';

export function wireCase(cookie: string): fc.Arbitrary<WireCase> {
  const line = fc.constantFrom(...BODY_PATHS);
  const common = fc
    .constantFrom([], [`Cookie: ${cookie}`])
    .map((h) => ["Content-Type: application/json", ...h]);
  const chunkSize = fc.constantFrom(
    "zz",
    "-1",
    "fffffffffffffffffff",
    "0x10",
    " 5",
    "5;ext=\u0000",
    "",
    "5 5",
  );
  return fc.oneof(
    fc.record({ line, common, size: chunkSize }).map(({ line, common, size }) => ({
      kind: "bad chunk size",
      bytes: `${head(line, [...common, "Transfer-Encoding: chunked"])}${size}\r\n${json.slice(0, 5)}\r\n0\r\n\r\n`,
      end: false,
    })),
    fc.record({ line, common }).map(({ line, common }) => ({
      kind: "chunk longer than its size",
      bytes: `${head(line, [...common, "Transfer-Encoding: chunked"])}3\r\n${json}\r\n0\r\n\r\n`,
      end: false,
    })),
    fc
      .record({
        line,
        common,
        cut: fc.nat({ max: json.length - 1 }),
        extra: fc.integer({ min: 1, max: 5_000 }),
      })
      .map(({ line, common, cut, extra }) => ({
        kind: "body shorter than its Content-Length",
        bytes: `${head(line, [...common, `Content-Length: ${json.length + extra}`])}${json.slice(0, cut)}`,
        end: true,
      })),
    fc.record({ line, common, cut: fc.nat({ max: json.length - 1 }) }).map(({ line, common, cut }) => ({
      kind: "chunked body cut off",
      bytes: `${head(line, [...common, "Transfer-Encoding: chunked"])}${json.length.toString(16)}\r\n${json.slice(0, cut)}`,
      end: true,
    })),
    fc.constantFrom(20_000, 70_000).map((n) => ({
      kind: "oversized header",
      bytes: head("GET /api/health", [CLOSE, `X-Big: ${"a".repeat(n)}`]),
      end: false,
    })),
    fc.constant({
      kind: "too many headers",
      bytes: head("GET /api/users", [
        CLOSE,
        ...Array.from({ length: 300 }, (_, i) => `X-H${i}: ${"v".repeat(60)}`),
      ]),
      end: false,
    }),
    fc.record({ line, common }).map(({ line, common }) => ({
      kind: "Content-Length and chunked",
      bytes: `${head(line, [...common, `Content-Length: ${json.length}`, "Transfer-Encoding: chunked"])}${json}`,
      end: false,
    })),
    fc.record({ line, common }).map(({ line, common }) => ({
      kind: "two Content-Lengths",
      bytes: `${head(line, [...common, `Content-Length: ${json.length}`, "Content-Length: 3"])}${json}`,
      end: false,
    })),
    fc.record({ line, common }).map(({ line, common }) => {
      const big = "x".repeat(70 * 1024);
      return {
        kind: "body over the limit, another request behind it",
        bytes: `${head(line, [...common, `Content-Length: ${big.length}`])}${big}${head("GET /api/health", [])}`,
        end: false,
      };
    }),
    fc.record({ line, common }).map(({ line, common }) => ({
      kind: "declared 10 MB, sent a little",
      bytes: `${head(line, [...common, `Content-Length: ${10 * 1024 * 1024}`])}${json}`,
      end: false,
    })),
    fc.constantFrom("X-A: a\u0000b", "X-A: a\rb", "Bad Header: x", "X-A:\u00ff").map((h) => ({
      kind: "malformed header",
      bytes: head("GET /api/health", [CLOSE, h]),
      end: false,
    })),
    fc.constant({
      kind: "bare line feeds",
      bytes: "GET /api/health HTTP/1.1\nHost: x\nConnection: close\n\n",
      end: false,
    }),
    fc.constant({
      kind: "very long path",
      bytes: head(`GET /api/meal-plans/${"a".repeat(20_000)}`, [CLOSE]),
      end: false,
    }),
  );
}

/**
 * A 5xx, a reset before any answer, silence from a server that had the whole request, or a 413 that
 * keeps its connection (the unread body would be taken for the next request).
 */
function isFinding(answer: RawAnswer): boolean {
  if (answer.statuses.some((s) => s >= 500)) return true;
  if (answer.statuses[0] === 413 && !/\r\nconnection: close\r\n/i.test(answer.text)) return true;
  return answer.statuses.length === 0 && answer.ended !== "closed";
}

export async function runWireFuzz(
  port: number,
  cookie: string,
  opts: { runs: number; seed: number },
): Promise<{ sent: number; byStatus: Map<number | "closed", number>; findings: WireFinding[] }> {
  const byStatus = new Map<number | "closed", number>();
  const findings: WireFinding[] = [];
  const cases = fc.sample(wireCase(cookie), { numRuns: opts.runs, seed: opts.seed });
  for (const c of cases) {
    const answer = await rawRequest(port, c.bytes, { end: c.end, timeoutMs: 2_000 });
    const first = answer.statuses[0] ?? "closed";
    byStatus.set(first, (byStatus.get(first) ?? 0) + 1);
    if (isFinding(answer)) findings.push({ case: c, answer });
  }
  return { sent: cases.length, byStatus, findings };
}
