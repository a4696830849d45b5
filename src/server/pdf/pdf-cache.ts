import { createHash } from "node:crypto";
import type { PdfOptions } from "./render-plan-pdf";

// Drawn PDFs kept by what they show (docs/product/plan-pdf.md). renderPlanPdf is a function of the
// stored plan, the name and the options alone, so the key is a hash of exactly those: a swap (new
// plan data), a change of units, of the owner's name or of the share link makes a new key (a
// household's members, their names, targets, meals and the pots are all plan data), and no
// event ever has to invalidate an entry. Every instance derives the same key from the same rows, so
// instances behind a load balancer stay correct with caches of their own. The code that draws is
// fixed for the life of the process, which is as long as the cache lives.

/** 32 MB: about 500 weeks at 60 KB each (bench:pdf), a small part of the server's memory. */
export const PDF_CACHE_BYTES = 32 * 1024 * 1024;

export interface PdfKeyParts {
  planId: string;
  /** The plan's stored JSON, as read from the database. */
  planData: unknown;
  name: string;
  opts: PdfOptions;
}

/**
 * The plan's data is hashed as stored, before it is parsed, so a cached PDF costs no parse. The same
 * row reads back as the same JSON (jsonb keeps its keys in one order); were it ever to differ, the
 * cost would be a second render, never a wrong PDF.
 */
export function pdfCacheKey(parts: PdfKeyParts): string {
  return createHash("sha256")
    .update(JSON.stringify([parts.planId, parts.planData, parts.name, parts.opts]))
    .digest("base64url");
}

/** Least recently used entries leave first once the bytes held pass `maxBytes`. */
export class PdfCache {
  // A Map iterates in insertion order; a hit is moved to the end, so the first entry is the oldest.
  private readonly entries = new Map<string, Uint8Array>();
  private readonly drawing = new Map<string, Promise<Uint8Array>>();
  private held = 0;

  constructor(readonly maxBytes: number = PDF_CACHE_BYTES) {}

  /** Bytes held now. */
  get bytes(): number {
    return this.held;
  }

  /**
   * The PDF for `key`, drawn by `render` only when it is not held. Requests for a key being drawn
   * (a double click) wait for that drawing rather than starting another.
   */
  async get(key: string, render: () => Promise<Uint8Array>): Promise<Uint8Array> {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const running = this.drawing.get(key);
    if (running) return running;
    const drawn = render()
      .then((bytes) => {
        this.keep(key, bytes);
        return bytes;
      })
      .finally(() => this.drawing.delete(key));
    this.drawing.set(key, drawn);
    return drawn;
  }

  private keep(key: string, bytes: Uint8Array): void {
    if (bytes.byteLength > this.maxBytes) return;
    const before = this.entries.get(key);
    if (before) this.held -= before.byteLength;
    this.entries.set(key, bytes);
    this.held += bytes.byteLength;
    for (const [oldKey, old] of this.entries) {
      if (this.held <= this.maxBytes) break;
      this.entries.delete(oldKey);
      this.held -= old.byteLength;
    }
  }
}
