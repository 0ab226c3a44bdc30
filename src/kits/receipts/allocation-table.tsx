import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import { get, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { formatDate } from '../../lib/format/date-format';
import { toPaise, type Paise } from '../../lib/money/money';
import { formatMoney } from '../../lib/money/money-format';
import { DuesTable } from './dues-table';

/** A bill with something pending (rupees, as the server sends it). */
export interface AllocationBill {
  billId: string;
  dat: string;
  billAmt: number;
  pending: number;
  /** What the bill was for, under its number. */
  descriptio?: string;
}

interface Problems {
  message?: string;
  root?: { message?: string };
  [index: number]: { message?: string } | undefined;
}

interface Props<T extends FieldValues> {
  form: Pick<UseFormReturn<T>, 'register' | 'formState'>;
  /** The form's list of the amounts typed, one a bill in the bills' order. */
  name: Path<T>;
  bills: readonly AllocationBill[];
  caption: ReactNode;
  /** Said when there is no pending bill. */
  empty: string;
  /** The amounts' column ("Settle", "Pay"); each box is named "<label> on <bill>". */
  label: string;
  /** 'money': rupees typed as text, the decimal keypad on phones; 'number': a number input to the paisa. */
  type?: 'money' | 'number';
  /** What each bill takes unless an amount is typed (paise), shown in its empty box. */
  preview?: ReadonlyMap<string, Paise>;
  /** The user typed an amount on a bill. */
  onTyped?: () => void;
}

/**
 * The party's pending bills, oldest first, with a box a bill for what the receipt or payment sets against it; each
 * amount's problem under its box, and that of them all (their total) under the table.
 */
export function AllocationTable<T extends FieldValues>({ form, name, bills, label, preview, ...props }: Props<T>) {
  const problems = get(form.formState.errors, name) as Problems | undefined;
  const total = problems?.root?.message ?? problems?.message;
  const box = (bill: AllocationBill, at: number) => {
    const message = problems?.[at]?.message;
    return (
      <>
        <Form.Control
          size="sm"
          {...(props.type === 'number' ? { type: 'number', step: '0.01' } : {})}
          inputMode="decimal"
          autoComplete="off"
          aria-label={`${label} on ${bill.billId}`}
          aria-describedby={message ? `share-${at}-error` : undefined}
          placeholder={preview && (preview.has(bill.billId) ? formatMoney(preview.get(bill.billId)!) : '')}
          isInvalid={!!message}
          {...form.register(`${name}.${at}` as Path<T>, { onChange: props.onTyped })}
        />
        <Form.Control.Feedback type="invalid" id={`share-${at}-error`}>
          {message}
        </Form.Control.Feedback>
      </>
    );
  };
  return (
    <DuesTable
      caption={props.caption}
      rows={bills}
      rowKey={(bill) => bill.billId}
      empty={props.empty}
      cards
      className="mb-3"
      columns={[
        {
          label: 'Bill',
          cell: (bill) => (
            <>
              {bill.billId}
              {bill.descriptio && <div className="small text-muted fw-normal">{bill.descriptio}</div>}
            </>
          ),
        },
        { label: 'Date', cell: (bill) => formatDate(bill.dat) },
        { label: 'Bill amount', figure: true, cell: (bill) => formatMoney(toPaise(bill.billAmt)) },
        { label: 'Pending', figure: true, cell: (bill) => formatMoney(toPaise(bill.pending)) },
        { label, figure: true, cell: box },
      ]}
    >
      {total && (
        <div className="invalid-feedback d-block" role="alert">
          {total}
        </div>
      )}
    </DuesTable>
  );
}
