import { format, subDays } from 'date-fns';
import { useCallback } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { LoadFailed, Loading } from '../../../components/load-state';
import { NotPermittedAction } from '../../../engine/not-permitted-action';
import { ScreenAction } from '../../../engine/screen-action';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { toApiError } from '../../../lib/api/api-error';
import { formatDate } from '../../../lib/format/date-format';
import { toPaise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';
import { useCommissionPayment, useCommissionRequirements } from './commission-api';
import { CommissionDueTable } from './commission-due-table';
import { CommissionPayForm } from './commission-pay-form';
import { CommissionPaymentList } from './commission-payment-list';
import { COMMISSION_WORDS } from './commission-words';
import { DocumentPrint } from './document-print';
import type { EarnerKind } from './domain/commission-rules';
import { RECEIPT_MODE_LABELS } from './domain/receipt-types';
import { EmployeeRatesScreen } from './employee-rates-form';
import { useScreenParams } from '../../../lib/hooks/use-screen-params';

const day = (date: Date) => format(date, 'yyyy-MM-dd');

/**
 * The screen's URL state: the payments' period, the day commission is reckoned up to, a payment (`record=new&payee=`),
 * one printed, the rates.
 */
function useCommissionParams() {
  const { params, change } = useScreenParams();
  const today = day(new Date());
  return {
    from: params.get('from') ?? day(subDays(new Date(), 30)),
    to: params.get('to') ?? today,
    upTo: params.get('upTo') ?? today,
    record: params.get('record'),
    payee: params.get('payee') ?? '',
    printing: params.get('print'),
    rates: params.get('rates') === '1',
    change,
  };
}

function NewPayment({
  kind,
  upTo,
  payee,
  onPrinted,
  onDone,
}: {
  kind: EarnerKind;
  upTo: string;
  payee: string;
  onPrinted: (recordId: number) => void;
  onDone: () => void;
}) {
  const requirements = useCommissionRequirements(kind, upTo);
  if (requirements.error)
    return <LoadFailed message={toApiError(requirements.error).message} onRetry={() => void requirements.refetch()} />;
  if (!requirements.data) return <Loading label="Reckoning the commission…" />;
  return (
    <CommissionPayForm
      kind={kind}
      requirements={requirements.data}
      payee={payee}
      onPrinted={onPrinted}
      onDone={onDone}
    />
  );
}

function PrintPayment({ kind, recordId, onClose }: { kind: EarnerKind; recordId: string; onClose: () => void }) {
  const payment = useCommissionPayment(kind, recordId);
  if (payment.error)
    return <LoadFailed message={toApiError(payment.error).message} onRetry={() => void payment.refetch()} />;
  if (payment.isPending) return <Loading label="Loading the payment…" />;
  if (!payment.data) return <Alert variant="warning">There is no payment {recordId} here.</Alert>;
  const header = payment.data;
  const facts: Array<readonly [string, string]> = [
    ['Date', formatDate(header.dat)],
    [COMMISSION_WORDS[kind].earner, `${header.payeeName} (${header.payee})`],
    ['Amount paid', formatMoney(toPaise(header.amt))],
    ['Paid by', `${RECEIPT_MODE_LABELS[header.modeOfPayment]} ${header.account}`],
    ['Commission on sales up to', formatDate(header.upTo)],
    ['Due before this payment', formatMoney(toPaise(header.dueBefore))],
    ...(header.remarks ? [['Remarks', header.remarks] as const] : []),
  ];
  return <DocumentPrint title={`Commission payment ${header.seq}`} facts={facts} onClose={onClose} />;
}

/**
 * Agent payments (/pos/pos-stock-agent-payments) or employee payments (/pos/pos-stock-employee-payments): what is due
 * to whom, the payments, a payment, one printed, the employees' rates.
 */
function CommissionScreen({ kind }: { kind: EarnerKind }) {
  const { from, to, upTo, record, payee, printing, rates, change } = useCommissionParams();
  const allowed = useScreenPermission();
  const backToList = useCallback(() => change({ record: null, print: null, payee: null, rates: null }), [change]);
  const printed = useCallback(
    (recordId: number) => change({ record: null, payee: null, print: String(recordId) }),
    [change],
  );
  if (printing)
    return allowed('print') || allowed('reprint') ? (
      <PrintPayment kind={kind} recordId={printing} onClose={backToList} />
    ) : (
      <NotPermittedAction />
    );
  if (record === 'new')
    return allowed('create') ? (
      <NewPayment kind={kind} upTo={upTo} payee={payee} onPrinted={printed} onDone={backToList} />
    ) : (
      <NotPermittedAction />
    );
  if (rates && kind === 'employee')
    return allowed('modify') ? <EmployeeRatesScreen onDone={backToList} /> : <NotPermittedAction />;
  return (
    <section aria-labelledby="screen-title">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 id="screen-title" className="h3 mb-0 me-auto">
          {COMMISSION_WORDS[kind].title}
        </h1>
        {kind === 'employee' && (
          <ScreenAction transaction="modify">
            <Button variant="outline-secondary" onClick={() => change({ rates: '1' })}>
              Commission rates
            </Button>
          </ScreenAction>
        )}
        <ScreenAction transaction="create">
          <Button onClick={() => change({ record: 'new' })}>New payment</Button>
        </ScreenAction>
      </div>
      <CommissionDueTable
        kind={kind}
        upTo={upTo}
        onUpTo={(next) => change({ upTo: next })}
        onPay={(code) => change({ record: 'new', payee: code })}
      />
      <CommissionPaymentList
        kind={kind}
        from={from}
        to={to}
        onPeriod={(nextFrom, nextTo) => change({ from: nextFrom, to: nextTo })}
        onPrinted={printed}
      />
    </section>
  );
}

export const AgentPaymentsScreen = () => <CommissionScreen kind="agent" />;
export const EmployeePaymentsScreen = () => <CommissionScreen kind="employee" />;
