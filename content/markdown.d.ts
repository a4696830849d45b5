// Markdown files are turned into modules by the build's Markdown plugin (scripts/markdown).
declare module "*.md" {
  const doc: import("./markdown-collections").MarkdownDocument;
  export default doc;
}
declare module "*.md?meta" {
  const doc: import("./markdown-collections").MarkdownMeta;
  export default doc;
}
