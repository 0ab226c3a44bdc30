import { format, subDays } from 'date-fns';
import { useScreenParams } from '../../../lib/hooks/use-screen-params';

const day = (date: Date) => format(date, 'yyyy-MM-dd');

/** A document screen's URL state: the period (`from`, `to`), a new one (`record=new`) or one printed (`print=<id>`). */
export function useListParams() {
  const { params, change } = useScreenParams();
  return {
    from: params.get('from') ?? day(subDays(new Date(), 30)),
    to: params.get('to') ?? day(new Date()),
    record: params.get('record'),
    printing: params.get('print'),
    change,
  };
}
