import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { LoadFailed, Loading } from '../../../components/load-state';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { toApiError } from '../../../lib/api/api-error';
import { formatDate } from '../../../lib/format/date-format';
import { useMirRequirements } from './mir-api';
import { MirTestForm } from './mir-test-form';

/** Material inward tests (/qc/qcmirtest): the goods receipts waiting for quality control, each tested lot by lot. */
export function MirTestScreen() {
  const requirements = useMirRequirements();
  const may = useScreenPermission();
  const [open, setOpen] = useState<number | null>(null);
  const data = requirements.data;
  const receipt = data?.headers.find((header) => header.recordId === open);
  return (
    <section aria-labelledby="screen-title">
      <h1 id="screen-title" className="h3 mb-3">
        Material inward tests
      </h1>
      {requirements.isPending ? (
        <Loading label="Loading the goods receipts waiting for quality control…" />
      ) : requirements.isError || !data ? (
        <LoadFailed message={toApiError(requirements.error).message} onRetry={() => void requirements.refetch()} />
      ) : receipt ? (
        <MirTestForm
          key={receipt.recordId}
          receipt={receipt}
          lots={data.lines.filter((lot) => lot.recordId === receipt.recordId)}
          tests={data.tests}
          onClose={() => setOpen(null)}
        />
      ) : data.headers.length === 0 ? (
        <p>No goods receipts are waiting for quality control.</p>
      ) : (
        <Table striped bordered hover responsive size="sm">
          <caption>Goods receipts waiting for quality control</caption>
          <thead>
            <tr>
              <th scope="col">Goods receipt</th>
              <th scope="col">Received on</th>
              <th scope="col">Supplier</th>
              <th scope="col">Invoice</th>
              <th scope="col">Lots tested</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {data.headers.map((header) => (
              <tr key={header.recordId}>
                <th scope="row">{header.seq}</th>
                <td>{formatDate(header.dat)}</td>
                <td>{header.vendorname}</td>
                <td>{header.invoiceno}</td>
                <td>{`${header.tested} of ${header.lots}`}</td>
                <td>
                  {may('create') ? (
                    <Button size="sm" aria-label={`Test ${header.seq}`} onClick={() => setOpen(header.recordId)}>
                      Test
                    </Button>
                  ) : (
                    <span className="text-muted">Testing needs the create right</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </section>
  );
}
