import { useEffect, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { LoadFailed, Loading } from '../../../components/load-state';
import { toApiError } from '../../../lib/api/api-error';
import { PrintItemsTable } from '../../../kits/trade-documents/print-items-table';
import { formatDate } from '../../../lib/format/date-format';
import { toPaise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';
import { useSession } from '../../../lib/session/session-store';
import { useCrmQuotation } from './quotation-api';
import type { CrmQuotationAnswer } from './quotation-types';

/** The printed page on screen: printed once shown, Print again and Back beside it (not printed). */
function PrintFrame({ label, onClose, children }: { label: string; onClose: () => void; children: ReactNode }) {
  useEffect(() => {
    const timer = window.setTimeout(() => window.print(), 100);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <article aria-label={label}>
      <div className="d-flex gap-2 mb-3 d-print-none">
        <Button onClick={() => window.print()}>Print again</Button>
        <Button variant="outline-secondary" onClick={onClose}>
          Back to the list
        </Button>
      </div>
      {children}
    </article>
  );
}

const money = (rupees: number) => formatMoney(toPaise(rupees));

function QuotationPaper({ quotation }: { quotation: CrmQuotationAnswer }) {
  const session = useSession();
  const addr = session?.addr;
  const { header, lines, taxes, terms } = quotation;
  const taxOf = (sno: number) =>
    taxes.filter((tax) => tax.lineId === sno).reduce((total, tax) => total + toPaise(tax.taxValue), 0);
  return (
    <div className="print-sheet print-a4" style={{ maxWidth: '210mm' }}>
      <div className="d-flex justify-content-between flex-wrap gap-3 border-bottom pb-2 mb-2">
        <div>
          <h2 className="h4 mb-0">{addr?.company}</h2>
          {addr && <p className="mb-0">{[addr.address, addr.city, addr.zip].filter(Boolean).join(', ')}</p>}
        </div>
        <div className="text-end">
          <h3 className="h5 mb-0">{`Quotation ${header.seq}`}</h3>
          <p className="mb-0">{`Date ${formatDate(header.dat)} · valid until ${formatDate(header.validity)}`}</p>
        </div>
      </div>
      <p className="mb-1">
        <strong>To:</strong> {header.partyName}
      </p>
      {header.refEmployeeName && (
        <p className="mb-2">
          <strong>Sales person:</strong> {header.refEmployeeName}
        </p>
      )}
      <PrintItemsTable
        lines={lines}
        lineKey={(line) => line.sno}
        caption="Items quoted"
        captionClassName="visually-hidden"
        columns={[
          { label: '#', cell: (line) => line.sno },
          {
            label: 'Item',
            cell: (line) => `${line.itemName}${line.itemDescription ? ` — ${line.itemDescription}` : ''}`,
            rowHeader: true,
          },
          { label: 'Quantity', cell: (line) => `${line.qty} ${line.branchId ?? line.um}`, numeric: true },
          { label: 'Rate (₹)', cell: (line) => money(line.rat), numeric: true },
          { label: 'Discount %', cell: (line) => line.discPer, numeric: true },
          { label: 'Tax (₹)', cell: (line) => formatMoney(taxOf(line.sno)), numeric: true },
          { label: 'Lead days', cell: (line) => line.leadDays, numeric: true },
        ]}
      />
      <dl className="ms-auto" style={{ maxWidth: '20rem' }} aria-label="Quotation totals">
        {(
          [
            ['Base amount', header.baseamt],
            ['Discount', -header.discount],
            ['Taxes', header.taxes],
            ['Other charges', header.others],
            ['Total', header.totalAmt],
          ] as Array<[string, number]>
        ).map(([label, value]) => (
          <div key={label} className="d-flex justify-content-between gap-3">
            <dt className={label === 'Total' ? undefined : 'fw-normal'}>{label}</dt>
            <dd className="mb-0 text-end">{money(value)}</dd>
          </div>
        ))}
      </dl>
      {terms.length > 0 && (
        <>
          <h4 className="h6">Terms</h4>
          <ol>
            {terms.map((term) => (
              <li key={term.sno}>{term.term}</li>
            ))}
          </ol>
        </>
      )}
      <p className="mt-4">For {addr?.company}, authorised signatory</p>
    </div>
  );
}

/** The quotation on A4: seller, customer, items with rate, discount and tax, totals and terms. */
export function QuotationPrint({ recordId, onClose }: { recordId: string; onClose: () => void }) {
  const quotation = useCrmQuotation(recordId);
  if (quotation.isPending) return <Loading label="Loading the quotation…" />;
  if (quotation.isError)
    return <LoadFailed message={toApiError(quotation.error).message} onRetry={() => void quotation.refetch()} />;
  if (!quotation.data) return <Alert variant="warning">There is no quotation {recordId}.</Alert>;
  return (
    <PrintFrame label={`Quotation ${quotation.data.header.seq}`} onClose={onClose}>
      <QuotationPaper quotation={quotation.data} />
    </PrintFrame>
  );
}
