import Button from 'react-bootstrap/Button';
import type { UseFormReturn } from 'react-hook-form';
import { formatDate } from '../../../../lib/format/date-format';
import { fromPaise, sumPaise, toPaise, type Paise } from '../../../../lib/money/money';
import { formatMoney } from '../../../../lib/money/money-format';
import type { OpenAdvance } from '../domain/sale-requirements';
import { Field } from '../../../../components/form/field';
import type { SaleValues } from './sale-form-values';

/** The customer's unadjusted advances and how much of them this invoice adjusts (the oldest first). */
export function SaleAdvances({
  form,
  advances,
  totalPaise,
}: {
  form: UseFormReturn<SaleValues>;
  advances: readonly OpenAdvance[];
  totalPaise: Paise;
}) {
  const available = sumPaise(advances.map((advance) => toPaise(advance.left)));
  if (advances.length === 0) return <p className="text-muted small">This customer has no unadjusted advances.</p>;
  return (
    <fieldset className="mb-3">
      <legend className="h6">Advances</legend>
      <ul className="small mb-2">
        {advances.map((advance) => (
          <li
            key={advance.recordId}
          >{`${advance.seq} of ${formatDate(advance.dat)}: ${formatMoney(toPaise(advance.left))} unadjusted of ${formatMoney(toPaise(advance.amt))}`}</li>
        ))}
      </ul>
      <div className="d-flex align-items-start gap-2">
        <Field
          form={form}
          name="advance"
          id="sale-advance"
          label="Advance to adjust"
          type="money"
          help={`${formatMoney(available)} unadjusted; taken oldest first.`}
        />
        <Button
          className="mt-4"
          size="sm"
          variant="outline-secondary"
          onClick={() =>
            form.setValue('advance', String(fromPaise(Math.min(available, totalPaise))), {
              shouldDirty: true,
              shouldValidate: true,
            })
          }
        >
          Adjust all it can
        </Button>
      </div>
    </fieldset>
  );
}
