// The library's content files are imported as their text (scripts/text-modules) and parsed here.
declare module "*.csv" {
  const text: string;
  export default text;
}
declare module "*.yaml" {
  const text: string;
  export default text;
}
