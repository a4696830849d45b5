// Checks a plan against the shared schema off the page's thread (plan-check.ts says why). The first
// import sets zod's configuration before zod loads, as main.tsx does for the page: the site's
// Content-Security-Policy forbids eval in a worker too.
import "./zod-jitless";
import { planDataSchema } from "../../../shared/plan-data";

export interface PlanCheckRequest {
  id: number;
  data: unknown;
}
export interface PlanCheckAnswer {
  id: number;
  valid: boolean;
}

const scope = globalThis as unknown as {
  onmessage: ((e: MessageEvent<PlanCheckRequest>) => void) | null;
  postMessage(answer: PlanCheckAnswer): void;
};
scope.onmessage = (e) => {
  scope.postMessage({ id: e.data.id, valid: planDataSchema.safeParse(e.data.data).success });
};
