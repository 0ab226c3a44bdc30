import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LoadFailed, Loading } from '../../../components/load-state';
import { NotPermittedAction } from '../../../engine/not-permitted-action';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { toApiError } from '../../../lib/api/api-error';
import { CompanyBillsList } from './company-bills-list';
import { useCompanyBillRequirements } from './company-bills-api';
import { CompanyReceiptForm } from './company-receipt-form';
import { CompanyReceiptPrint } from './company-receipt-print';
import { CompanyReceiptsList } from './company-receipts-list';

function NewReceipt({
  company,
  onSaved,
  onDone,
}: {
  company: string;
  onSaved: (receiptNo: string) => void;
  onDone: () => void;
}) {
  const requirements = useCompanyBillRequirements();
  if (requirements.error)
    return <LoadFailed message={toApiError(requirements.error).message} onRetry={() => void requirements.refetch()} />;
  if (!requirements.data) return <Loading label="Loading the companies and accounts…" />;
  return <CompanyReceiptForm requirements={requirements.data} company={company} onSaved={onSaved} onDone={onDone} />;
}

/**
 * Company bills and collections (/frontoffice/fo-company-bills): the amounts billed to companies at check-out
 * (`?company=`, `?all=1` with the settled ones), a company's payment (`?record=new`), a receipt (`?receipt=`,
 * `&print=1` prints it on arrival), and the collections.
 */
export function CompanyBillsScreen() {
  const [params, setParams] = useSearchParams();
  const allowed = useScreenPermission();
  const change = useCallback(
    (values: Record<string, string | null>) =>
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        for (const [name, value] of Object.entries(values)) {
          if (value === null || value === '') next.delete(name);
          else next.set(name, value);
        }
        return next;
      }),
    [setParams],
  );
  const printed = useCallback(() => change({ print: null }), [change]);
  const company = params.get('company') ?? '';
  const receipt = params.get('receipt');
  const backToList = () => change({ record: null, receipt: null, print: null });
  if (receipt)
    return (
      <CompanyReceiptPrint
        receiptNo={receipt}
        autoPrint={params.get('print') === '1'}
        onPrinted={printed}
        onClose={backToList}
      />
    );
  if (params.get('record') === 'new') {
    if (!allowed('create')) return <NotPermittedAction />;
    return (
      <NewReceipt
        company={company}
        onSaved={(receiptNo) => change({ record: null, receipt: receiptNo, print: '1' })}
        onDone={backToList}
      />
    );
  }
  return (
    <section aria-labelledby="company-bills-title" className="p-2 p-md-3">
      <h1 id="company-bills-title" className="h4">
        Company bills and collections
      </h1>
      <CompanyBillsList
        company={company}
        pendingOnly={params.get('all') !== '1'}
        onFilter={(next, pendingOnly) => change({ company: next, all: pendingOnly ? null : '1' })}
        onReceive={allowed('create') ? (next) => change({ record: 'new', company: next }) : undefined}
      />
      <CompanyReceiptsList onView={(receiptNo) => change({ receipt: receiptNo })} />
    </section>
  );
}
