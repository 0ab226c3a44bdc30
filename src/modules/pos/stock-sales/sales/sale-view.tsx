import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { LoadFailed, Loading } from '../../../../components/load-state';
import { toApiError } from '../../../../lib/api/api-error';
import { formatDate, formatDateTime } from '../../../../lib/format/date-format';
import { toPaise } from '../../../../lib/money/money';
import { formatMoney } from '../../../../lib/money/money-format';
import { SALE_CANCELLED } from '../domain/stock-sale-types';
import { SaleActions, type Paper } from './sale-actions';
import { useSale } from './sale-api';
import { SaleLinesTable } from './sale-lines-table';
import { SaleTotals } from './sale-totals';
import { storedFigures } from './stored-figures';
import { gateStatus } from './gate-status';

interface Props {
  recordId: string;
  onBack: () => void;
  onPrint: (paper: Paper) => void;
  onGatePass: () => void;
}

/** One invoice: its header, lines, tax breakup, the advances it adjusted and where its goods are; its actions. */
export function SaleView({ recordId, onBack, onPrint, onGatePass }: Props) {
  const sale = useSale(recordId);
  if (sale.isPending) return <Loading label="Loading the invoice…" />;
  if (sale.isError) return <LoadFailed message={toApiError(sale.error).message} onRetry={() => void sale.refetch()} />;
  if (!sale.data) return <Alert variant="warning">There is no invoice {recordId}.</Alert>;
  const { header, linedetails, advances, names } = sale.data;
  const facts: Array<[string, string]> = [
    ['Date', formatDate(header.dat)],
    ['Customer', header.partyName],
    ['GSTIN', header.gstin || 'None'],
    ['Sale type', names.saleType],
    ['Agent', names.agent || 'None'],
    ['Sales person', names.employee || 'None'],
    [
      'Gate',
      header.clearedAt ? `Dispatched ${formatDateTime(header.clearedAt)} (${header.clearedBy})` : gateStatus(header),
    ],
  ];
  if (header.remarks) facts.push(['Remarks', header.remarks]);
  if (header.pos === SALE_CANCELLED) facts.push(['Cancelled because', header.cancelReason]);
  return (
    <section aria-labelledby="screen-title">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 id="screen-title" className="h3 mb-0 me-auto">
          Invoice {header.seq} {header.pos === SALE_CANCELLED && <Badge bg="danger">Cancelled</Badge>}
        </h1>
        <Button variant="outline-secondary" onClick={onBack}>
          Back to the list
        </Button>
      </div>
      <SaleActions header={header} onPrint={onPrint} onGatePass={onGatePass} />
      <dl className="row small">
        {facts.map(([label, value]) => (
          <div key={label} className="col-sm-6 col-lg-4 d-flex gap-2">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <SaleLinesTable lines={linedetails} />
      {advances.length > 0 && (
        <p className="small">
          Advances adjusted: {advances.map((row) => `${row.seq} ${formatMoney(toPaise(row.amt))}`).join(', ')}
        </p>
      )}
      <SaleTotals figures={storedFigures(sale.data)} advancePaise={toPaise(header.advance)} />
    </section>
  );
}
