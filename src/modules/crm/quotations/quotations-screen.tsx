import { format, subDays } from 'date-fns';
import { useCallback } from 'react';
import Alert from 'react-bootstrap/Alert';
import { LoadFailed, Loading } from '../../../components/load-state';
import { NotPermittedAction } from '../../../engine/not-permitted-action';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { toApiError } from '../../../lib/api/api-error';
import { useScreenParams } from '../../../lib/hooks/use-screen-params';
import { useCrmQuotation, useCrmQuotationRequirements } from './quotation-api';
import { QuotationForm } from './quotation-form';
import { QuotationList } from './quotation-list';
import { QuotationPrint } from './quotation-print';

const day = (date: Date) => format(date, 'yyyy-MM-dd');

function QuotationEditor({
  recordId,
  leadId,
  onDone,
}: {
  recordId: string | null;
  leadId: string | null;
  onDone: () => void;
}) {
  const requirements = useCrmQuotationRequirements(recordId ? null : leadId);
  const saved = useCrmQuotation(recordId ?? '');
  const failure = requirements.error ?? (recordId ? saved.error : null);
  if (failure) return <LoadFailed message={toApiError(failure).message} onRetry={() => void requirements.refetch()} />;
  if (!requirements.data || (recordId && saved.isPending))
    return <Loading label="Loading the customers, items and price lists…" />;
  if (recordId && !saved.data) return <Alert variant="warning">There is no sale quotation {recordId}.</Alert>;
  return (
    <QuotationForm
      key={recordId ?? `new-${leadId ?? ''}`}
      requirements={requirements.data}
      saved={recordId ? (saved.data ?? null) : null}
      onDone={onDone}
    />
  );
}

/**
 * Sale quotations (/crm/crm-quotations): the list of a period; `?record=new` a new one (`&lead=<id>` from a lead),
 * `?record=<id>` modify a pending one, `?print=<id>` the A4 print.
 */
export function CrmQuotationsScreen() {
  const { params, change } = useScreenParams();
  const allowed = useScreenPermission();
  const from = params.get('from') ?? day(subDays(new Date(), 30));
  const to = params.get('to') ?? day(new Date());
  const record = params.get('record');
  const printing = params.get('print');
  const backToList = useCallback(() => change({ record: null, lead: null, print: null }), [change]);
  if (printing)
    return allowed('print') ? <QuotationPrint recordId={printing} onClose={backToList} /> : <NotPermittedAction />;
  if (record === 'new')
    return allowed('create') ? (
      <QuotationEditor recordId={null} leadId={params.get('lead')} onDone={backToList} />
    ) : (
      <NotPermittedAction />
    );
  if (record)
    return allowed('modify') ? (
      <QuotationEditor recordId={record} leadId={null} onDone={backToList} />
    ) : (
      <NotPermittedAction />
    );
  if (params.get('lead'))
    return allowed('create') ? (
      <QuotationEditor recordId={null} leadId={params.get('lead')} onDone={backToList} />
    ) : (
      <NotPermittedAction />
    );
  return (
    <QuotationList
      from={from}
      to={to}
      onPeriod={(nextFrom, nextTo) => change({ from: nextFrom, to: nextTo })}
      onNew={() => change({ record: 'new' })}
      onEdit={(recordId) => change({ record: String(recordId) })}
      onPrint={(recordId) => change({ print: String(recordId) })}
    />
  );
}
