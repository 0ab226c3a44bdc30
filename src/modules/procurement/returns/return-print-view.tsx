import { DataTable, type TableColumn } from '../../../components/data-table';
import { formatDate } from '../../../lib/format/date-format';
import { toPaise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';
import { formatQuantity } from '../requests/request-format';
import type { ReturnAnswer, ReturnLine } from './return-types';
import { DocumentPrintFrame } from '../../../components/print/document-print';

const COLUMNS: readonly TableColumn<ReturnLine>[] = [
  { label: '#', cell: (line) => line.sno },
  { label: 'Item', cell: (line) => line.itemName },
  { label: 'Lot (GIN)', cell: (line) => line.branchId },
  { label: 'Batch', cell: (line) => line.batchno },
  { label: 'Quantity', cell: (line) => `${formatQuantity(line.qty)} ${line.um}`, numeric: true },
  { label: 'Rate', cell: (line) => formatMoney(toPaise(line.rat)), numeric: true },
];

/**
 * The printable return (a debit note to the supplier): company, number, receipt, lines, taxes and total; prints once
 * shown.
 */
export function ReturnPrintView({ answer, onClose }: { answer: ReturnAnswer; onClose: () => void }) {
  const { header, lines, taxes } = answer;
  const facts: Array<[string, string]> = [
    ['Date', formatDate(header.dat)],
    ['Supplier', `${header.vendorname} (${header.vendorid})`],
    ['Goods receipt', header.branchId],
    ['Supplier invoice', header.webid],
  ];
  return (
    <DocumentPrintFrame title={<>Purchase return {header.seq}</>} onClose={onClose}>
      <dl className="row small">
        {facts.map(([label, value]) => (
          <div key={label} className="col-sm-6 d-flex gap-2">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <DataTable
        rows={lines}
        columns={COLUMNS}
        rowKey={(line) => line.sno}
        caption="Goods returned"
        captionPlacement="hidden"
        rowHeader={false}
        tableClassName="table table-sm"
        responsive={false}
      />
      <dl className="small" style={{ maxWidth: '24rem' }}>
        {[
          ['Base', header.baseamt] as const,
          ...taxes.map((tax) => [`${tax.taxcode} @ ${tax.taxper}%`, tax.taxvalue] as const),
          ['Total', header.totalAmt] as const,
        ].map(([label, value]) => (
          <div key={label} className="d-flex justify-content-between">
            <dt>{label}</dt>
            <dd className="mb-0">{formatMoney(toPaise(value))}</dd>
          </div>
        ))}
      </dl>
    </DocumentPrintFrame>
  );
}
