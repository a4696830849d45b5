import { CircleAlert } from "lucide-react";
import type * as React from "react";

/** An engine refusal in full: what happened, the rule that blocks it and what to change. */
export function RefusalExplanation({
  title,
  message,
  rule,
  suggestion,
  action,
  headingRef,
}: {
  title: string;
  message: string;
  rule?: string | undefined;
  suggestion?: string | undefined;
  action?: React.ReactNode;
  headingRef?: React.Ref<HTMLHeadingElement>;
}) {
  return (
    <section
      aria-labelledby="refusal-title"
      className="grid gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
      data-testid="refusal"
    >
      <h2 id="refusal-title" ref={headingRef} tabIndex={-1} className="flex items-center gap-2 font-semibold">
        <CircleAlert className="size-5 shrink-0" aria-hidden /> {title}
      </h2>
      <p className="text-sm">{message}</p>
      <dl className="grid gap-2 text-sm">
        {rule ? (
          <div>
            <dt className="font-semibold">The rule that blocks it</dt>
            <dd>{rule}</dd>
          </div>
        ) : null}
        {suggestion ? (
          <div>
            <dt className="font-semibold">What to change</dt>
            <dd>{suggestion}</dd>
          </div>
        ) : null}
      </dl>
      {action ? <div>{action}</div> : null}
    </section>
  );
}
