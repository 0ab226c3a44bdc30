/**
 * Numbers of recruitment and people records, max + 1 per company as the real server numbers its documents:
 * record ids, document numbers RES<yyyy>-00001, INT<yyyy>-00001, TRN<yyyy>-00001, MET<yyyy>-00001, and the next
 * employee number after the highest one in use.
 */

export type RecruitSeries = 'RES' | 'INT' | 'TRN' | 'MET';

/** The next record id: one above the highest in use (1 for the first). */
export const nextRecordId = (ids: Iterable<number>) => Math.max(0, ...ids) + 1;

/** The next document number of a series in the year of `day`: `INT2026-00004` after `INT2026-00003`. */
export function nextDocumentNumber(series: RecruitSeries, day: string, used: Iterable<string>): string {
  const prefix = `${series}${day.slice(0, 4)}-`;
  let highest = 0;
  for (const seq of used)
    if (seq.startsWith(prefix)) highest = Math.max(highest, Number(seq.slice(prefix.length)) || 0);
  return `${prefix}${String(highest + 1).padStart(5, '0')}`;
}

/**
 * The employee number after the highest in use: the same prefix and width, the number one higher (`EMP-0042` after
 * `EMP-0041`); numbers without trailing digits are ignored; `EMP-0001` when none has any.
 */
export function nextEmployeeNumber(used: Iterable<string>): string {
  let best: { prefix: string; digits: string; value: number } | null = null;
  for (const empno of used) {
    const match = /^(.*?)(\d+)$/.exec(empno.trim());
    if (!match) continue;
    const value = Number(match[2]);
    if (!best || value > best.value) best = { prefix: match[1]!, digits: match[2]!, value };
  }
  if (!best) return 'EMP-0001';
  return `${best.prefix}${String(best.value + 1).padStart(best.digits.length, '0')}`;
}
