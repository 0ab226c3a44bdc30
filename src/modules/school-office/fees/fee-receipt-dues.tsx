import Form from 'react-bootstrap/Form';
import { Controller, type Control } from 'react-hook-form';
import { FieldFrame } from '../../../components/form/field-frame';
import { TERM_LABELS } from '../../../kits/school/school-year';
import type { FeeLedgerView } from '../domain/fee-ledger-types';
import { DueTable } from './due-table';
import type { TermChoice } from './fee-allocation';
import { rupees } from './fee-format';
import type { FeeReceiptValues } from './fee-receipt-form-values';

const TERM_CHOICES = [
  { value: 'T1', label: TERM_LABELS.T1 },
  { value: 'T2', label: TERM_LABELS.T2 },
  { value: 'ALL', label: 'Every due' },
];

interface Props {
  /** The receipt form's ids start with it. */
  id: string;
  control: Control<FeeReceiptValues>;
  admissionNo: string;
  /** The term paid: the one chosen, else the first owing (the select shows it before any choice). */
  term: TermChoice;
  view: FeeLedgerView | null;
  dues: { isError: boolean; isSuccess: boolean };
  /** What the amount typed pays of each due. */
  shares: ReadonlyMap<string, { paid: number; concession: number }>;
}

/** The receipt's pupil's dues: the term they are paid for, what the pupil owes and the dues the amount settles. */
export function FeeReceiptDues({ id, control, admissionNo, term, view, dues, shares }: Props) {
  const owing = (view?.rows ?? []).filter((row) => row.owed > 0 && (term === 'ALL' || row.term === term));
  return (
    <>
      <Controller
        control={control}
        name="term"
        render={({ field }) => (
          <FieldFrame id={`${id}-term`} label="Dues of">
            <Form.Select
              id={`${id}-term`}
              ref={field.ref}
              name={field.name}
              value={term}
              onBlur={field.onBlur}
              onChange={(event) => field.onChange(event.target.value as TermChoice)}
            >
              {TERM_CHOICES.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Form.Select>
          </FieldFrame>
        )}
      />
      {view ? (
        <>
          <p>
            {view.name} ({view.classCode}) owes {rupees(view.totals.owed)} in all, late fines of today{' '}
            {rupees(view.totals.fineNow)} included.
          </p>
          <DueTable rows={owing} shares={shares} />
        </>
      ) : (
        <p role="status">
          {dues.isError
            ? 'The dues could not be read: choose the pupil again.'
            : dues.isSuccess
              ? `There is no pupil ${admissionNo}.`
              : 'Loading the dues…'}
        </p>
      )}
    </>
  );
}
