/**
 * The Monday (ISO date) of the week holding `iso`. Pure date arithmetic in UTC: the engine is given a
 * date by its caller and never reads the clock.
 */
export function mondayOf(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!m) throw new Error(`weekStart must be an ISO date (YYYY-MM-DD), got "${iso}"`);
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  if (Number.isNaN(d.getTime())) throw new Error(`weekStart is not a valid date: "${iso}"`);
  const back = (d.getUTCDay() + 6) % 7;
  d.setUTCDate(d.getUTCDate() - back);
  return d.toISOString().slice(0, 10);
}
