import { format, subDays } from 'date-fns';
import { useCallback } from 'react';
import { LoadFailed, Loading } from '../../../components/load-state';
import { NotPermittedAction } from '../../../engine/not-permitted-action';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { toApiError } from '../../../lib/api/api-error';
import { useQuotationRequirements } from './quotation-api';
import { QuotationForm } from './quotation-form';
import { QuotationList } from './quotation-list';
import { useScreenParams } from '../../../lib/hooks/use-screen-params';

const day = (date: Date) => format(date, 'yyyy-MM-dd');

function NewQuotation({ onDone }: { onDone: () => void }) {
  const requirements = useQuotationRequirements();
  if (requirements.isError)
    return <LoadFailed message={toApiError(requirements.error).message} onRetry={() => void requirements.refetch()} />;
  if (!requirements.data) return <Loading label="Loading the suppliers, items and enquiries…" />;
  return <QuotationForm requirements={requirements.data} onDone={onDone} />;
}

/** Purchase quotations (/procurement/pur-quotations): the list of a period, or a new quotation (`?record=new`). */
export function QuotationsScreen() {
  const { params, change } = useScreenParams();
  const allowed = useScreenPermission();
  const from = params.get('from') ?? day(subDays(new Date(), 30));
  const to = params.get('to') ?? day(new Date());
  const backToList = useCallback(() => change({ record: null }), [change]);
  if (params.get('record') === 'new')
    return allowed('create') ? <NewQuotation onDone={backToList} /> : <NotPermittedAction />;
  return (
    <QuotationList
      from={from}
      to={to}
      onPeriod={(nextFrom, nextTo) => change({ from: nextFrom, to: nextTo })}
      onNew={() => change({ record: 'new' })}
    />
  );
}
