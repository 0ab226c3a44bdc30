import { useForm } from 'react-hook-form';
import { Field } from '../../../components/form/field';
import type { NamedCode } from '../domain/master-types';

interface Props {
  waiters: readonly NamedCode[];
  waiter: string;
  onWaiter: (code: string) => void;
  covers: string;
  onCovers: (text: string) => void;
  disabled: boolean;
  /** A delivery's pseudo table: no waiter needed. */
  optional?: boolean;
}

/** Who serves the table and for how many guests (defaults: the running table's, else the table's usual waiter). */
export function OrderHead({ waiters, waiter, onWaiter, covers, onCovers, disabled, optional = false }: Props) {
  // The open table keeps the waiter and the covers: the boxes follow it (another table, its defaults).
  const form = useForm({ values: { waiter, covers } });
  return (
    <div className="d-flex flex-wrap gap-3 mb-2">
      <div style={{ minWidth: '12rem', maxWidth: '100%' }}>
        <Field
          form={form}
          name="waiter"
          id="order-waiter"
          label="Waiter"
          choose={optional ? 'No waiter' : 'Choose…'}
          options={waiters.map((row) => ({ value: row.code, label: row.name }))}
          disabled={disabled}
          className=""
          onChange={onWaiter}
        />
      </div>
      <div style={{ width: '7rem' }}>
        <Field
          form={form}
          name="covers"
          id="order-covers"
          label="Covers"
          type="number"
          min={1}
          max={999}
          step="1"
          disabled={disabled}
          className=""
          onChange={onCovers}
        />
      </div>
    </div>
  );
}
