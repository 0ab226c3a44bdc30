import './invoice-print.scss';
import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import { LoadFailed, Loading } from '../../../../components/load-state';
import { ThermalSheet } from '../../../../components/print/thermal-sheet';
import { toApiError } from '../../../../lib/api/api-error';
import { formatDate } from '../../../../lib/format/date-format';
import { toPaise } from '../../../../lib/money/money';
import { useSession } from '../../../../lib/session/session-store';
import type { SaleDocument } from '../domain/stock-sale-types';
import type { Paper } from './sale-actions';
import { useSale } from './sale-api';
import { SaleLinesTable } from './sale-lines-table';
import { SaleTotals } from './sale-totals';
import { storedFigures } from './stored-figures';
import { PrintFrame } from '../shared/print-frame';

/** The paper the invoice is laid out on: an 80 mm roll's slip, or an A4 sheet. */
function Sheet({ paper, children }: { paper: Paper; children: ReactNode }) {
  if (paper === '80') return <ThermalSheet paper={80}>{children}</ThermalSheet>;
  return <div className="print-sheet print-a4 sale-invoice-a4">{children}</div>;
}

function InvoicePaper({ sale, paper }: { sale: SaleDocument; paper: Paper }) {
  const session = useSession();
  const { header, names } = sale;
  const addr = session?.addr;
  const title = toPaise(header.taxes) > 0 ? 'Tax invoice' : 'Invoice (no tax charged)';
  const buyer = [header.addr, [header.city, header.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return (
    <Sheet paper={paper}>
      {header.printCount > 1 && <p className="thermal-mark fw-bold">REPRINT</p>}
      <div className={paper === '80' ? undefined : 'sale-invoice-parties'}>
        <div>
          <h2>{addr?.company}</h2>
          {addr && <p className="mb-0">{[addr.address, addr.city, addr.zip].filter(Boolean).join(', ')}</p>}
          {names.sellerGstin && <p className="mb-0">GSTIN {names.sellerGstin}</p>}
        </div>
        <div>
          <h3 className="h6 mb-0">{`${title} ${header.seq}`}</h3>
          <p className="mb-0">{`Date ${formatDate(header.dat)} · ${names.saleType}`}</p>
        </div>
      </div>
      <p className="mb-0 mt-2">
        <strong>Bill to:</strong> {header.partyName}
        {buyer ? `, ${buyer}` : ''}
      </p>
      {header.gstin && <p className="mb-0">Buyer’s GSTIN {header.gstin}</p>}
      <SaleLinesTable lines={sale.linedetails} compact={paper === '80'} />
      <SaleTotals figures={storedFigures(sale)} advancePaise={toPaise(header.advance)} />
      {sale.advances.length > 0 && (
        <p className="mb-0">Advances adjusted: {sale.advances.map((row) => row.seq).join(', ')}</p>
      )}
      {paper === 'a4' && <p className="sale-invoice-signature">For {addr?.company}, authorised signatory</p>}
    </Sheet>
  );
}

/**
 * The tax invoice on A4 or an 80 mm roll: seller and buyer with their GSTIN, each line with its HSN, the tax breakup.
 */
export function InvoicePrint({ recordId, paper, onClose }: { recordId: string; paper: Paper; onClose: () => void }) {
  const sale = useSale(recordId);
  if (sale.isPending) return <Loading label="Loading the invoice…" />;
  if (sale.isError) return <LoadFailed message={toApiError(sale.error).message} onRetry={() => void sale.refetch()} />;
  if (!sale.data) return <Alert variant="warning">There is no invoice {recordId}.</Alert>;
  return (
    <PrintFrame label={`Invoice ${sale.data.header.seq}`} onClose={onClose}>
      <InvoicePaper sale={sale.data} paper={paper} />
    </PrintFrame>
  );
}
