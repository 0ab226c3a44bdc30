import Table from 'react-bootstrap/Table';
import { LoadFailed, Loading } from '../../../components/load-state';
import { toApiError } from '../../../lib/api/api-error';
import { toPaise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';
import { formatQuantity } from '../../../lib/quantity/quantity';
import { useMirDetails } from './mir-api';

/** `GetCompleteMIRQCDetails` of one receipt: each lot with its test result and values. */
export function MirDetailsTable({ recordId, seq }: { recordId: number; seq: string }) {
  const details = useMirDetails(recordId);
  if (details.isPending) return <Loading label={`Loading the test results of ${seq}…`} />;
  if (details.isError)
    return <LoadFailed message={toApiError(details.error).message} onRetry={() => void details.refetch()} />;
  return (
    <Table bordered size="sm" responsive>
      <caption>Test results of goods receipt {seq}</caption>
      <thead>
        <tr>
          <th scope="col">Lot</th>
          <th scope="col">Item</th>
          <th scope="col">Received</th>
          <th scope="col">Test</th>
          <th scope="col">Checked</th>
          <th scope="col">Rejected</th>
          <th scope="col">Rejected value</th>
          <th scope="col">Rectified</th>
          <th scope="col">Rectified value</th>
          <th scope="col">Tested by</th>
          <th scope="col">Comments</th>
        </tr>
      </thead>
      <tbody>
        {details.data.map((row) => (
          <tr key={row.sno}>
            <th scope="row">{row.sno}</th>
            <td>{row.itemname}</td>
            <td>{formatQuantity(row.qty)}</td>
            <td>{row.testname || 'Not tested yet'}</td>
            <td>{formatQuantity(row.checkedqty)}</td>
            <td>{formatQuantity(row.rejectedqty)}</td>
            <td>{formatMoney(toPaise(row.rejectedvalue))}</td>
            <td>{formatQuantity(row.rectifiedqty)}</td>
            <td>{formatMoney(toPaise(row.rectifiedvalue))}</td>
            <td>{row.username}</td>
            <td>{row.comments}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
