import { addDays, format } from 'date-fns';
import { todayOf } from './desk-api';

/** A list screen's period from the URL (`from`, `to`), by default `back` days before today to `ahead` days after. */
export function periodDefaults(params: URLSearchParams, back: number, ahead: number): { from: string; to: string } {
  const today = new Date(`${todayOf()}T00:00:00`);
  return {
    from: params.get('from') ?? format(addDays(today, -back), 'yyyy-MM-dd'),
    to: params.get('to') ?? format(addDays(today, ahead), 'yyyy-MM-dd'),
  };
}
