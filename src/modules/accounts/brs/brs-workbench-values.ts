import * as z from 'zod';
import { checkedBy } from '../../../components/form/rule-checks';
import { clearingProblem } from './brs-rules';
import type { BankEntryRow } from './brs-types';

/** One clearing date the user set (or took off, ''), by the entry's key, in the order they were first changed. */
export interface ClearedOn {
  key: string;
  date: string;
}

export interface BrsValues {
  onlyUncleared: boolean;
  cleared: ClearedOn[];
}

/** The dates set, with `changes` put in: a key already changed keeps its place, a new one goes last. */
export function withDates(cleared: readonly ClearedOn[], changes: ReadonlyMap<string, string>): ClearedOn[] {
  const next = cleared.map((entry) =>
    changes.has(entry.key) ? { key: entry.key, date: changes.get(entry.key)! } : entry,
  );
  const known = new Set(cleared.map((entry) => entry.key));
  for (const [key, date] of changes) if (!known.has(key)) next.push({ key, date });
  return next;
}

/** The clearing dates set, each checked by the rule (clearingProblem) against its entry's date and today. */
export function brsSchema(entries: readonly BankEntryRow[], today: string) {
  const dates = new Map(entries.map((row) => [row.key, row.date]));
  return checkedBy(
    z.object({ onlyUncleared: z.boolean(), cleared: z.array(z.object({ key: z.string(), date: z.string() })) }),
    (values) =>
      values.cleared.flatMap((entry, index) => {
        const entryDate = dates.get(entry.key);
        const message = entryDate === undefined ? null : clearingProblem(entryDate, entry.date, today);
        return message ? [{ field: `cleared.${index}.date`, message }] : [];
      }),
  );
}
