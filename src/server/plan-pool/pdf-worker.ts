import { parentPort } from "node:worker_threads";
import type { PlanData } from "../../shared/plan-data";
import { type PdfOptions, renderPlanPdf } from "../pdf/render-plan-pdf";
import type { ReplyMessage } from "./worker-lane";

// One PDF thread: pdfkit and the fonts, without the planning engine, so it starts quickly and holds
// little memory, and a download never queues behind a plan being built (docs/product/plan-pdf.md).

export type PdfJobMessage = { id: number; plan: PlanData; name: string; opts: PdfOptions };

const port = parentPort;
if (!port) throw new Error("pdf-worker must run in a worker thread");

port.on("message", async (job: PdfJobMessage) => {
  let reply: ReplyMessage<Uint8Array>;
  try {
    reply = {
      id: job.id,
      ok: true,
      result: new Uint8Array(await renderPlanPdf(job.plan, job.name, job.opts)),
    };
  } catch (err) {
    reply = { id: job.id, ok: false, error: err instanceof Error ? err.message : String(err) };
  }
  // The bytes move to the main thread rather than being copied.
  const bytes = reply.ok ? reply.result.buffer : undefined;
  port.postMessage(reply, bytes instanceof ArrayBuffer ? [bytes] : []);
});
