import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { useForm } from 'react-hook-form';
import { Field } from '../../../components/form/field';
import { LoadFailed, Loading } from '../../../components/load-state';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { toApiError } from '../../../lib/api/api-error';
import { useScreenParams } from '../../../lib/hooks/use-screen-params';
import { isSalaryMonth, previousMonth, salaryMonthName } from '../domain/salary-month';
import type { SalaryPaymentsAnswer } from '../domain/payment-types';
import { monthParameter } from '../domain/statement-reports';
import { PaymentLinesTable } from './payment-lines-table';
import { PaymentsMade } from './payments-made';
import { PayForm } from './pay-form';
import { PayslipPrint } from './payslip-print';
import { useSalaryPayments } from './payments-api';
import { StatementDownloads } from './statement-downloads';

const thisMonth = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
};

function MonthBody({ answer, onPayslip }: { answer: SalaryPaymentsAnswer; onPayslip: (empno: number) => void }) {
  const allowed = useScreenPermission();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const select = (empnos: readonly number[], on: boolean) =>
    setSelected((before) => {
      const next = new Set(before);
      for (const empno of empnos)
        if (on) next.add(empno);
        else next.delete(empno);
      return next;
    });
  const label = salaryMonthName(answer.month);
  if (!answer.hasStatement)
    return <p>There is no salary statement for {label}: run it on the salary statement screen first.</p>;
  const unpaid = answer.lines.filter((line) => !line.paymentSeq);
  const payable = answer.locked && unpaid.length > 0 && allowed('create');
  const chosen = unpaid.filter((line) => selected.has(line.empno)).map((line) => line.empno);
  return (
    <>
      {!answer.locked && (
        <Alert variant="warning">The salary statement of {label} is not locked: lock it before paying.</Alert>
      )}
      {answer.locked && unpaid.length === 0 && <p role="status">The salaries of {label} are all paid.</p>}
      {payable && <PayForm answer={answer} selected={chosen} onPaid={() => setSelected(new Set())} />}
      <PaymentLinesTable
        caption={`Salaries of ${label}`}
        lines={answer.lines}
        selected={selected}
        onSelect={select}
        selectable={payable}
        onPayslip={onPayslip}
      />
      <StatementDownloads month={answer.month} />
      <PaymentsMade payments={answer.payments} canCancel={allowed('delete')} />
    </>
  );
}

/**
 * Salary payments (/hrd/hrd-salary-payments and the older /hrd/hrdpayments): a month's locked statement paid all or
 * in part, by bank or cash; the payments made (cancel with a reason); payslips (`?payslip=<empno>`); the bank, PF and
 * ESI statements to download. The month is in the URL (`?month=yyyy-MM`, last month unless said).
 */
export function SalaryPaymentsScreen() {
  const id = useId();
  const { params, change } = useScreenParams();
  const allowed = useScreenPermission();
  const wanted = params.get('month');
  const month = wanted && isSalaryMonth(wanted) ? wanted : previousMonth(thisMonth());
  const payslip = Number(params.get('payslip'));
  const answer = useSalaryPayments(month);
  // The URL holds the month; the field shows it, and follows it when it changes (back and forward).
  const filters = useForm({ values: { month } });
  if (payslip > 0)
    return (
      <PayslipPrint
        month={month}
        empno={payslip}
        canPrint={allowed('print')}
        onClose={() => change({ payslip: null })}
      />
    );
  const months = monthParameter().options ?? [];
  return (
    <section aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className="h3 mb-3">
        Salary payments
      </h1>
      <div style={{ maxWidth: '16rem' }}>
        <Field
          form={filters}
          name="month"
          id={`${id}-month`}
          label="Salary month"
          options={
            months.some((option) => option.value === month)
              ? months
              : [{ value: month, label: salaryMonthName(month) }, ...months]
          }
          choose={null}
          onChange={(value) => change({ month: value })}
        />
      </div>
      {answer.error ? (
        <LoadFailed message={toApiError(answer.error).message} onRetry={() => void answer.refetch()} />
      ) : !answer.data ? (
        <Loading label="Loading the month's salaries…" />
      ) : (
        <MonthBody key={month} answer={answer.data} onPayslip={(empno) => change({ payslip: String(empno) })} />
      )}
    </section>
  );
}
