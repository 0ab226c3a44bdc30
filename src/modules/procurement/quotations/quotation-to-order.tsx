import { format, subYears } from 'date-fns';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { Field } from '../../../components/form/field';
import type { ResourceRecord } from '../../../engine/resource';
import { dataProvider } from '../../../lib/api/data-provider';
import { formatDate } from '../../../lib/format/date-format';
import { APPROVED, APPROVED_BY_APPROVER } from '../domain/approval-status';
import { useQuotationList } from './quotation-api';
import { QUOTATION_ENDPOINTS } from './quotation-endpoints';
import type { QuotationAnswer } from './quotation-types';

type Line = Record<string, string | number | null>;

/** What an order takes from the quotation it accepts: its items, quantities and rates, taxes, terms and charges. */
export function orderFromQuotation(quotation: QuotationAnswer): {
  lines: Line[];
  taxLines: Line[];
  terms: Line[];
  discount: number;
  others: number;
  refQuotation: string;
  purchaseType: string;
} {
  return {
    lines: quotation.lines.map((line) => ({
      itemId: line.itemId,
      itemDescription: line.itemDescription,
      qty: line.qty,
      um: line.um,
      rat: line.rat,
      amount: null,
      reqdBy: '',
      purRequest: null,
    })),
    taxLines: quotation.taxes.map((tax) => ({ taxcode: tax.taxCode, taxper: null, taxvalue: null })),
    terms: quotation.terms.map((term) => ({ term: term.term })),
    discount: quotation.header.discount,
    others: quotation.header.others,
    refQuotation: quotation.header.seq,
    purchaseType: quotation.header.purchaseType,
  };
}

/**
 * On a new purchase order, once the supplier is chosen: that supplier's approved quotations of the last year, and a
 * button that makes the order from the one chosen, so the accepted quotation is never keyed again.
 */
export function QuotationToOrder({ form }: { form: UseFormReturn<ResourceRecord> }) {
  const supplier = String(useWatch({ control: form.control, name: 'vendorid' }) ?? '');
  const today = format(new Date(), 'yyyy-MM-dd');
  // Read only where it is offered: a new order whose supplier is chosen.
  const wanted = !form.getValues('seq') && supplier !== '';
  const list = useQuotationList(format(subYears(new Date(), 1), 'yyyy-MM-dd'), today, wanted);
  const picker = useForm<{ quotation: string }>({ defaultValues: { quotation: '' } });
  const chosen = useWatch({ control: picker.control, name: 'quotation' });
  const [busy, setBusy] = useState(false);
  if (!wanted || !list.data) return null;
  const open = list.data.filter(
    (row) =>
      row.vendorid === supplier &&
      (row.pos === APPROVED || row.pos === APPROVED_BY_APPROVER) &&
      (!row.validity || row.validity >= today),
  );
  if (open.length === 0) return null;
  const fill = async () => {
    setBusy(true);
    try {
      const quotation = await dataProvider.get<QuotationAnswer>(QUOTATION_ENDPOINTS.one, chosen);
      if (!quotation) return;
      for (const [field, value] of Object.entries(orderFromQuotation(quotation)))
        form.setValue(field, value, { shouldDirty: true });
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="quotation-to-order-title" className="mb-3">
      <h2 id="quotation-to-order-title" className="h6">
        From an approved quotation
      </h2>
      <div className="d-flex flex-wrap align-items-end gap-2">
        <Field
          form={picker}
          name="quotation"
          id="quotation-to-order"
          label="Approved quotation"
          options={open.map((row) => ({ value: String(row.recordId), label: `${row.seq} of ${formatDate(row.dat)}` }))}
          className=""
        />
        <Button variant="outline-primary" disabled={chosen === '' || busy} onClick={() => void fill()}>
          Fill the order from the quotation
        </Button>
      </div>
    </section>
  );
}
