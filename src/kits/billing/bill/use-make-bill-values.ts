import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { MakeBillInput } from '../domain/bill-types';
import type { RunningTable } from '../domain/order-types';
import type { BillingRequirements, PosOutlet } from '../domain/master-types';
import type { MakeBillExtras } from '../billing-dialog-props';
import { pricingContextOf } from './make-bill-logic';
import { makeBillSchema, readBill, startingMakeBill, type MakeBillValues } from './make-bill-values';

/**
 * The Make bill form on react-hook-form, and everything its values say as they are typed: the priced preview and
 * every problem (shown at once, as a cashier needs them). A book's extras adjust the lines first (a customer offer's
 * free lines) and name the offer the bill gets.
 */
export function useMakeBillValues(
  requirements: BillingRequirements,
  outlet: PosOutlet,
  given: RunningTable,
  extras?: MakeBillExtras,
) {
  const adjusted = useMemo(() => extras?.adjust?.(given.lines), [extras, given.lines]);
  const table = useMemo(() => (adjusted ? { ...given, lines: adjusted.lines } : given), [given, adjusted]);
  const context = useMemo(() => pricingContextOf(requirements, outlet), [requirements, outlet]);
  const basis = { table, context, offer: adjusted?.offer, requirements };
  const [starting] = useState(() => startingMakeBill(table));
  const form = useForm<MakeBillValues>({ resolver: zodResolver(makeBillSchema(basis)), defaultValues: starting });
  const [discount, nc, ncDepartment, splitting, split] = useWatch({
    control: form.control,
    name: ['discount', 'nc', 'ncDepartment', 'splitting', 'split'],
  });
  const values: MakeBillValues = { discount, nc, ncDepartment, splitting, split };
  const read = readBill(values, basis);

  /** The bill the submitted values make (their own reading, not the preview's). */
  const input = (sent: MakeBillValues, billId: string): MakeBillInput => {
    const bill = readBill(sent, basis);
    return {
      tableno: table.tableNo,
      restacode: outlet.code,
      billId,
      kotIds: table.kotIds,
      ...(bill.discount ? { discount: bill.discount, discountReason: sent.discount.reason.trim() } : {}),
      ...(sent.nc ? { ncDepartment: sent.ncDepartment } : {}),
      ...(bill.split ? { parts: bill.split.parts } : {}),
      ...(extras?.order ? { order: extras.order } : {}),
      ...(extras?.adjust ? { offer: adjusted?.offer?.code ?? '' } : {}),
    };
  };

  return { form, values, read, input, table, note: adjusted?.note };
}
