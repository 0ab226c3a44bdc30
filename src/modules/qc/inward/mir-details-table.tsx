import { DataTable, type TableColumn } from '../../../components/data-table';
import { LoadFailed, Loading } from '../../../components/load-state';
import { toApiError } from '../../../lib/api/api-error';
import { toPaise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';
import { formatQuantity } from '../../../lib/quantity/quantity';
import type { MirQcDetail } from '../domain/mir-types';
import { useMirDetails } from './mir-api';

const money = (value: number) => formatMoney(toPaise(value));

const COLUMNS: ReadonlyArray<TableColumn<MirQcDetail>> = [
  { label: 'Lot', cell: (row) => row.sno },
  { label: 'Item', cell: (row) => row.itemname },
  { label: 'Received', cell: (row) => formatQuantity(row.qty) },
  { label: 'Test', cell: (row) => row.testname || 'Not tested yet' },
  { label: 'Checked', cell: (row) => formatQuantity(row.checkedqty) },
  { label: 'Rejected', cell: (row) => formatQuantity(row.rejectedqty) },
  { label: 'Rejected value', cell: (row) => money(row.rejectedvalue) },
  { label: 'Rectified', cell: (row) => formatQuantity(row.rectifiedqty) },
  { label: 'Rectified value', cell: (row) => money(row.rectifiedvalue) },
  { label: 'Tested by', cell: (row) => row.username },
  { label: 'Comments', cell: (row) => row.comments },
];

/** `GetCompleteMIRQCDetails` of one receipt: each lot with its test result and values. */
export function MirDetailsTable({ recordId, seq }: { recordId: number; seq: string }) {
  const details = useMirDetails(recordId);
  if (details.isPending) return <Loading label={`Loading the test results of ${seq}…`} />;
  if (details.isError)
    return <LoadFailed message={toApiError(details.error).message} onRetry={() => void details.refetch()} />;
  return (
    <DataTable
      rows={details.data}
      columns={COLUMNS}
      rowKey={(row) => row.sno}
      caption={`Test results of goods receipt ${seq}`}
      captionPlacement="bottom"
      tableClassName="table table-bordered table-sm"
    />
  );
}
