import { format } from 'date-fns';
import { useMemo, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { Field } from '../../../components/form/field';
import { LoadFailed, Loading } from '../../../components/load-state';
import { toApiError } from '../../../lib/api/api-error';
import { comparisonRows, isApprovedQuotation, quotedItems } from './comparison-rows';
import { ComparisonTable } from './comparison-table';
import { useQuotationList, useQuotations } from './quotation-api';
import type { QuotationAnswer } from './quotation-types';

const TODAY = format(new Date(), 'yyyy-MM-dd');

/**
 * Quotation comparison (/procurement/pur-quotation-comparison): choose items (or an enquiry's items); the approved
 * offers side by side.
 */
export function QuotationComparisonScreen() {
  const list = useQuotationList('2000-01-01', TODAY);
  const ids = useMemo(
    () => (list.data ?? []).filter((row) => row.pos === 2 || row.pos === 3).map((row) => row.recordId),
    [list.data],
  );
  const details = useQuotations(ids);
  const [chosen, setChosen] = useState<string[]>([]);
  const picker = useForm<{ enquiry: string }>({ defaultValues: { enquiry: '' } });
  const loading = list.isPending || details.some((query) => query.isPending);
  const failed = list.error ?? details.find((query) => query.error)?.error;
  const answers = details
    .map((query) => query.data)
    .filter((answer): answer is QuotationAnswer => !!answer && isApprovedQuotation(answer));
  const items = quotedItems(answers);
  const enquiries = answers.filter((answer) => answer.header.refQuotation !== '');
  const toggle = (itemId: string, on: boolean) =>
    setChosen((previous) => (on ? [...previous, itemId] : previous.filter((id) => id !== itemId)));
  const chooseEnquiry = (recordId: string) =>
    setChosen(
      answers.find((answer) => String(answer.header.recordId) === recordId)?.lines.map((line) => line.itemId) ?? [],
    );
  return (
    <section aria-labelledby="screen-title">
      <h1 id="screen-title" className="h3 mb-3">
        Quotation comparison
      </h1>
      {failed ? (
        <LoadFailed message={toApiError(failed).message} onRetry={() => void list.refetch()} />
      ) : loading ? (
        <Loading label="Loading the approved quotations…" />
      ) : items.length === 0 ? (
        <p>No approved quotations to compare.</p>
      ) : (
        <>
          <div className="d-flex flex-wrap gap-4 mb-3">
            <Field
              form={picker}
              name="enquiry"
              id="comparison-enquiry"
              label="Items of the enquiry"
              options={enquiries.map((answer) => ({
                value: String(answer.header.recordId),
                label: `${answer.header.refQuotation} (${answer.header.vendorname})`,
              }))}
              onChange={chooseEnquiry}
              className=""
            />
            <fieldset>
              <legend className="h6">Items</legend>
              {items.map((item) => (
                <Form.Check
                  key={item.itemId}
                  id={`comparison-item-${item.itemId}`}
                  label={item.itemName}
                  checked={chosen.includes(item.itemId)}
                  onChange={(event) => toggle(item.itemId, event.target.checked)}
                />
              ))}
            </fieldset>
          </div>
          {chosen.length === 0 && <p>Choose the items to compare.</p>}
          {items
            .filter((item) => chosen.includes(item.itemId))
            .map((item) => (
              <ComparisonTable key={item.itemId} itemName={item.itemName} rows={comparisonRows(answers, item.itemId)} />
            ))}
        </>
      )}
    </section>
  );
}
