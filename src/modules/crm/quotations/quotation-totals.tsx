import { useWatch, type UseFormReturn } from 'react-hook-form';
import { formatMoney } from '../../../lib/money/money-format';
import { formFigures, type QuotationFormValues } from './quotation-form-values';
import type { QuotationRequirements } from './quotation-types';

/** The header amounts as they will be saved: base − discount + taxes + other charges. */
export function QuotationTotals({
  form,
  requirements,
}: {
  form: UseFormReturn<QuotationFormValues>;
  requirements: QuotationRequirements;
}) {
  const [lines, others] = useWatch({ control: form.control, name: ['lines', 'others'] });
  const figures = formFigures({ lines, others }, requirements);
  const rows: Array<[string, number]> = [
    ['Base amount', figures.basePaise],
    ['Discount', -figures.discountPaise],
    ['Taxes', figures.taxesPaise],
    ['Other charges', figures.othersPaise],
  ];
  return (
    <dl aria-label="Totals" className="mb-0" style={{ minWidth: '16rem' }}>
      {rows.map(([label, paise]) => (
        <div key={label} className="d-flex justify-content-between gap-3">
          <dt className="fw-normal">{label}</dt>
          <dd className="mb-0 text-end">{formatMoney(paise)}</dd>
        </div>
      ))}
      <div className="d-flex justify-content-between gap-3 border-top">
        <dt>Total</dt>
        <dd className="mb-0 text-end fw-semibold">{formatMoney(figures.totalPaise)}</dd>
      </div>
    </dl>
  );
}
