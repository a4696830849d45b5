// Command-line options of the bench scripts: `--name value`.

/** The value after `--name`, or undefined when the option is absent. */
export function optionOf(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

/** `--name` as a number, or `fallback` when the option is absent. */
export function numberOption(name: string, fallback: number): number {
  const value = optionOf(name);
  return value === undefined ? fallback : Number(value);
}
