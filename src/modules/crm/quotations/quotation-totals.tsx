import { useWatch, type UseFormReturn } from 'react-hook-form';
import { DocumentTotals } from '../../../kits/trade-documents/document-totals';
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
  return <DocumentTotals rows={rows} totalPaise={figures.totalPaise} style={{ minWidth: '16rem' }} />;
}
