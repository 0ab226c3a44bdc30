import { format, subDays } from 'date-fns';
import { useCallback } from 'react';
import Alert from 'react-bootstrap/Alert';
import { LoadFailed, Loading } from '../../../../components/load-state';
import { NotPermittedAction } from '../../../../engine/not-permitted-action';
import { useScreenPermission } from '../../../../engine/use-screen-permission';
import { toApiError } from '../../../../lib/api/api-error';
import { formatDate } from '../../../../lib/format/date-format';
import { toPaise } from '../../../../lib/money/money';
import { formatMoney } from '../../../../lib/money/money-format';
import { useSession } from '../../../../lib/session/session-store';
import { useScreenParams } from '../shared/use-screen-params';
import { PrintFrame } from '../shared/print-frame';
import { useSaleAdvanceList, useSaleAdvanceRequirements } from './sale-advance-api';
import { MODE_LABELS, SaleAdvanceForm } from './sale-advance-form';
import { SaleAdvanceList } from './sale-advance-list';

function NewAdvance({ onDone }: { onDone: () => void }) {
  const requirements = useSaleAdvanceRequirements();
  if (requirements.isError)
    return <LoadFailed message={toApiError(requirements.error).message} onRetry={() => void requirements.refetch()} />;
  if (!requirements.data) return <Loading label="Loading the customers and accounts…" />;
  return <SaleAdvanceForm requirements={requirements.data} onDone={onDone} />;
}

/** The printed receipt of an advance. */
function PrintAdvance({
  recordId,
  from,
  to,
  onClose,
}: {
  recordId: number;
  from: string;
  to: string;
  onClose: () => void;
}) {
  const session = useSession();
  const list = useSaleAdvanceList(from, to);
  if (list.isPending) return <Loading label="Loading the advance…" />;
  if (list.isError) return <LoadFailed message={toApiError(list.error).message} onRetry={() => void list.refetch()} />;
  const advance = list.data?.find((row) => row.recordId === recordId);
  if (!advance) return <Alert variant="warning">There is no advance {recordId} in this period.</Alert>;
  const facts: Array<[string, string]> = [
    ['Date', formatDate(advance.dat)],
    ['Received from', advance.detail2],
    ['Against', advance.detail1],
    ['Amount', formatMoney(toPaise(advance.amt))],
    ['Received by', `${MODE_LABELS[advance.paymentmode]} ${advance.accountId}`],
    ['Bank details', advance.bankdetails],
    ['Remarks', advance.remarks],
  ];
  return (
    <PrintFrame label={`Advance ${advance.seq}`} onClose={onClose} closeLabel="Back to the list">
      <p className="mb-0 fw-semibold">{session?.addr.company}</p>
      <h1 className="h4">{`Advance received ${advance.seq}`}</h1>
      <dl className="row small">
        {facts
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label} className="col-sm-6 col-lg-4 d-flex gap-2">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      <div className="voucher-signatures d-none d-print-flex">
        <span>Received by</span>
        <span>Authorised by</span>
      </div>
    </PrintFrame>
  );
}

/**
 * Sale advances (/pos/pos-stock-advances): a period's advances received, a new one (`record=new`), one printed
 * (`print=<id>`).
 */
export function SaleAdvancesScreen() {
  const { params, today, change } = useScreenParams();
  const allowed = useScreenPermission();
  const from = params.get('from') ?? format(subDays(new Date(), 30), 'yyyy-MM-dd');
  const to = params.get('to') ?? today;
  const backToList = useCallback(() => change({ record: null, print: null }), [change]);
  const printing = params.get('print');
  if (printing)
    return allowed('print') || allowed('reprint') ? (
      <PrintAdvance recordId={Number(printing)} from={from} to={to} onClose={backToList} />
    ) : (
      <NotPermittedAction />
    );
  if (params.get('record') === 'new')
    return allowed('create') ? <NewAdvance onDone={backToList} /> : <NotPermittedAction />;
  return (
    <SaleAdvanceList
      from={from}
      to={to}
      onPeriod={(nextFrom, nextTo) => change({ from: nextFrom, to: nextTo })}
      onNew={() => change({ record: 'new' })}
      onPrinted={(id) => change({ print: String(id) })}
    />
  );
}
