import type { Control, UseFormReturn } from 'react-hook-form';
import type { ResourceRecord } from '../../../engine/resource';
import { QuotationToOrder } from '../quotations/quotation-to-order';
import { RequestLinesToOrder } from './request-lines-to-order';

/** What a new purchase order is made from: an approved quotation of its supplier, or approved request lines. */
export function PurchaseOrderSources({
  form,
}: {
  control: Control<ResourceRecord>;
  form: UseFormReturn<ResourceRecord>;
}) {
  return (
    <>
      <QuotationToOrder form={form} />
      <RequestLinesToOrder form={form} />
    </>
  );
}
