import { format, subDays } from 'date-fns';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LoadFailed, Loading } from '../../../components/load-state';
import { NotPermittedAction } from '../../../engine/not-permitted-action';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { toApiError } from '../../../lib/api/api-error';
import { useQuotationRequirements } from './quotation-api';
import { QuotationForm } from './quotation-form';
import { QuotationList } from './quotation-list';

const day = (date: Date) => format(date, 'yyyy-MM-dd');

function NewQuotation({ onDone }: { onDone: () => void }) {
  const requirements = useQuotationRequirements();
  if (requirements.isError) return <LoadFailed message={toApiError(requirements.error).message} onRetry={() => void requirements.refetch()} />;
  if (!requirements.data) return <Loading label="Loading the suppliers, items and enquiries…" />;
  return <QuotationForm requirements={requirements.data} onDone={onDone} />;
}

/** Purchase quotations (/procurement/pur-quotations): the list of a period, or a new quotation (`?record=new`). */
export function QuotationsScreen() {
  const [params, setParams] = useSearchParams();
  const allowed = useScreenPermission();
  const from = params.get('from') ?? day(subDays(new Date(), 30));
  const to = params.get('to') ?? day(new Date());
  const change = useCallback(
    (values: Record<string, string | null>) =>
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        for (const [name, value] of Object.entries(values)) {
          if (value === null) next.delete(name);
          else next.set(name, value);
        }
        return next;
      }),
    [setParams],
  );
  const backToList = useCallback(() => change({ record: null }), [change]);
  if (params.get('record') === 'new') return allowed('create') ? <NewQuotation onDone={backToList} /> : <NotPermittedAction />;
  return <QuotationList from={from} to={to} onPeriod={(nextFrom, nextTo) => change({ from: nextFrom, to: nextTo })} onNew={() => change({ record: 'new' })} />;
}
