import { cn } from "../../lib/utils";

/**
 * HTML rendered at build time from our own Markdown (scripts/markdown: markdown-it with raw HTML
 * escaped), so it is safe to insert as it is.
 */
export function MarkdownBody({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={cn("prose-site", className)}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: build-time HTML from our own content files.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
