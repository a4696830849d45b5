/** "1,850" for 1849.6: whole numbers with thousands separators, for notes and refusals. */
export function fmt(n: number): string {
  return Math.round(n).toLocaleString("en-US");
}

/** Rounds to one decimal, the precision of every gram figure in plan_data. */
export function round1(n: number): number {
  return Math.round(n * 10) / 10;
}

/** "Masala chai" from "masala chai": sentence case for names built from food names. */
export function capitalise(text: string): string {
  return text ? text[0]?.toUpperCase() + text.slice(1) : text;
}

/** "45 %" for 0.45: a share of energy as the notes and refusals write it. */
export function pct(share: number): string {
  return `${Math.round(share * 100)} %`;
}

/** "60–75 %" for { min: 0.6, max: 0.75 }. */
export function pctRange(lo: number, hi: number): string {
  return `${Math.round(lo * 100)}–${pct(hi)}`;
}
