import type { Control, UseFormReturn } from 'react-hook-form';
import type { ResourceRecord } from '../../../engine/resource';
import { QuotationToOrder } from '../quotations/quotation-to-order';
import { OrderStanding } from './order-standing';
import { RequestLinesToOrder } from './request-lines-to-order';
import { StandardTerms } from './standard-terms';

/**
 * The order's standing with its supplier, its standard terms, and what a new purchase order is made from: an approved
 * quotation of its supplier, or approved request lines.
 */
export function PurchaseOrderSources({
  control,
  form,
}: {
  control: Control<ResourceRecord>;
  form: UseFormReturn<ResourceRecord>;
}) {
  return (
    <>
      <OrderStanding control={control} />
      <StandardTerms form={form} />
      <QuotationToOrder form={form} />
      <RequestLinesToOrder form={form} />
    </>
  );
}
