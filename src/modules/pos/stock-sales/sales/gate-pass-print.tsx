import Alert from 'react-bootstrap/Alert';
import { DataTable, type TableColumn } from '../../../../components/data-table';
import { LoadFailed, Loading } from '../../../../components/load-state';
import { ThermalSheet } from '../../../../components/print/thermal-sheet';
import { toApiError } from '../../../../lib/api/api-error';
import { formatDate } from '../../../../lib/format/date-format';
import { formatQuantity } from '../../../../lib/quantity/quantity';
import { useSession } from '../../../../lib/session/session-store';
import { PASS_PENDING, type SaleLine } from '../domain/stock-sale-types';
import { useSale } from './sale-api';
import { PrintFrame } from '../shared/print-frame';

const GOODS: ReadonlyArray<TableColumn<SaleLine>> = [
  { label: 'Item', cell: (line) => `${line.itemName}${line.batchno ? ` (${line.batchno})` : ''}` },
  { label: 'Qty', cell: (line) => formatQuantity(line.qty, line.um), numeric: true },
];

/**
 * The dispatch gate pass (a slip of the thermal roll): the invoice, the customer, what goes out, and the pass code
 * the gate asks for.
 */
export function GatePassPrint({ recordId, onClose }: { recordId: string; onClose: () => void }) {
  const session = useSession();
  const sale = useSale(recordId);
  if (sale.isPending) return <Loading label="Loading the invoice…" />;
  if (sale.isError) return <LoadFailed message={toApiError(sale.error).message} onRetry={() => void sale.refetch()} />;
  if (!sale.data) return <Alert variant="warning">There is no invoice {recordId}.</Alert>;
  const { header, linedetails } = sale.data;
  if (header.passCodeCheck !== PASS_PENDING)
    return <Alert variant="warning">Invoice {header.seq} is not waiting at the gate.</Alert>;
  return (
    <PrintFrame label={`Gate pass ${header.seq}`} onClose={onClose}>
      <ThermalSheet>
        <h2>{session?.addr.company}</h2>
        <h3>Gate pass</h3>
        <p>{`Invoice ${header.seq} of ${formatDate(header.dat)}`}</p>
        <p>{header.partyName}</p>
        <DataTable
          rows={linedetails}
          columns={GOODS}
          rowKey={(line) => line.sno}
          caption="Goods going out"
          captionPlacement="hidden"
          rowHeader={false}
          // The thermal sheet, not Bootstrap's table, gives the pass its looks.
          tableClassName=""
          responsive={false}
        />
        <p className="thermal-center">Pass code</p>
        <p className="thermal-mark">{header.passCode}</p>
        <p className="thermal-center">The gate asks for this code before the goods leave.</p>
      </ThermalSheet>
    </PrintFrame>
  );
}
