import { format } from 'date-fns';
import { useScreenParams as useUrlState } from '../../../../lib/hooks/use-screen-params';

/**
 * A stock sales screen's URL state: the day or period listed and what is open (a new document, one document, a print,
 * the gate).
 */
export function useScreenParams() {
  const { params, change } = useUrlState();
  const today = format(new Date(), 'yyyy-MM-dd');
  return { params, today, day: params.get('day') ?? today, change };
}
