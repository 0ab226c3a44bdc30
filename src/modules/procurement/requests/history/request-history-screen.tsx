import { format, subDays } from 'date-fns';
import { useCallback } from 'react';
import { Loading } from '../../../../components/load-state';
import { useScreenParams } from '../../../../lib/hooks/use-screen-params';
import { useRequirements } from '../request-api';
import { historyNames } from './history-names';
import { HistoryList } from './history-list';
import { RequestVersions } from './request-versions';

const day = (date: Date) => format(date, 'yyyy-MM-dd');

/**
 * Purchase request history (/procurement/pur-rep-request-history): the changes saved in a period (`from`, `to` in the
 * URL), and every version of the request chosen (`?record=<id>`), what changed marked in words. Names come from the
 * requests' lists; a user who may not read them sees the codes.
 */
export function RequestHistoryScreen() {
  const { params, change } = useScreenParams();
  const requirements = useRequirements();
  const from = params.get('from') ?? day(subDays(new Date(), 30));
  const to = params.get('to') ?? day(new Date());
  const record = Number(params.get('record') ?? '');
  const backToList = useCallback(() => change({ record: null }), [change]);
  if (requirements.isPending) return <Loading label="Loading the lists…" />;
  const names = historyNames(requirements.data);
  if (Number.isInteger(record) && record > 0)
    return <RequestVersions key={record} recordId={record} names={names} onBack={backToList} />;
  return (
    <HistoryList
      from={from}
      to={to}
      names={names}
      onPeriod={(nextFrom, nextTo) => change({ from: nextFrom, to: nextTo })}
      onVersions={(id) => change({ record: String(id) })}
    />
  );
}
