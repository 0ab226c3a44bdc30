import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { DataTable, type TableColumn } from '../../../components/data-table';
import { LoadFailed, Loading } from '../../../components/load-state';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { toApiError } from '../../../lib/api/api-error';
import { formatDate } from '../../../lib/format/date-format';
import type { MirWaiting } from '../domain/mir-types';
import { useMirRequirements } from './mir-api';
import { MirTestForm } from './mir-test-form';

const COLUMNS: ReadonlyArray<TableColumn<MirWaiting>> = [
  { label: 'Goods receipt', cell: (header) => header.seq },
  { label: 'Received on', cell: (header) => formatDate(header.dat) },
  { label: 'Supplier', cell: (header) => header.vendorname },
  { label: 'Invoice', cell: (header) => header.invoiceno },
  { label: 'Lots tested', cell: (header) => `${header.tested} of ${header.lots}` },
];

/** Material inward tests (/qc/qcmirtest): the goods receipts waiting for quality control, each tested lot by lot. */
export function MirTestScreen() {
  const requirements = useMirRequirements();
  const may = useScreenPermission();
  const [open, setOpen] = useState<number | null>(null);
  const data = requirements.data;
  const receipt = data?.headers.find((header) => header.recordId === open);
  const actions: TableColumn<MirWaiting> = {
    label: 'Actions',
    cell: (header) =>
      may('create') ? (
        <Button size="sm" aria-label={`Test ${header.seq}`} onClick={() => setOpen(header.recordId)}>
          Test
        </Button>
      ) : (
        <span className="text-muted">Testing needs the create right</span>
      ),
  };
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
        <DataTable
          rows={data.headers}
          columns={[...COLUMNS, actions]}
          rowKey={(header) => header.recordId}
          caption="Goods receipts waiting for quality control"
          captionPlacement="bottom"
          tableClassName="table table-striped table-bordered table-hover table-sm"
        />
      )}
    </section>
  );
}
