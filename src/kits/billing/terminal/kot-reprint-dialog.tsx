import { useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { DataTable, type TableColumn } from '../../../components/data-table';
import { DialogFrame } from '../../../components/dialog-frame';
import { Loading, LoadFailed } from '../../../components/load-state';
import { toApiError } from '../../../lib/api/api-error';
import { formatDateTime } from '../../../lib/format/date-format';
import type { KotTicket } from '../domain/order-types';
import { useBillingApi } from '../billing-api';
import { kotEntries, type KotEntry } from './kot-reprint';
import { useTableKots } from './use-table-kots';

const COLUMNS: ReadonlyArray<TableColumn<KotEntry>> = [
  { label: 'KOT', cell: (entry) => entry.kotNo },
  { label: 'Time', cell: (entry) => formatDateTime(entry.time) },
  { label: 'Kitchens', cell: (entry) => entry.kitchens.join(', ') },
  { label: 'Lines', cell: (entry) => entry.lines, numeric: true },
  { label: 'Copies', cell: (entry) => entry.printCount, numeric: true },
];

interface Props {
  outlet: string;
  tableNo: string;
  tableName: string;
  onReprinted: (tickets: KotTicket[]) => void;
  onCancel: () => void;
}

/**
 * The open table's KOTs by number; Reprint sends one KOT's slips to the kitchen again (counted and logged by the
 * server, marked REPRINT).
 */
export function KotReprintDialog({ outlet, tableNo, tableName, onReprinted, onCancel }: Props) {
  const kots = useTableKots(outlet, tableNo);
  const busy = useRef(false);
  const api = useBillingApi();
  const [working, setWorking] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const reprint = async (kotNo: number) => {
    if (busy.current) return; // a double click reprints once
    busy.current = true;
    setWorking(kotNo);
    setRefusal(null);
    try {
      const answer = await api.kotReprint(kotNo, outlet);
      onReprinted(Array.isArray(answer.tickets) ? (answer.tickets as KotTicket[]) : []);
    } catch (error) {
      setRefusal(toApiError(error).message);
      busy.current = false;
      setWorking(null);
    }
  };
  const entries = kotEntries(kots.data ?? []);
  return (
    <DialogFrame
      title={`Reprint a KOT of ${tableName}`}
      titleId="kot-reprint-title"
      titleClassName="h5 text-break"
      onHide={onCancel}
      refusal={refusal}
      footer={
        <Button variant="outline-secondary" onClick={onCancel}>
          Close
        </Button>
      }
    >
      {kots.isError ? (
        <LoadFailed message={toApiError(kots.error).message} onRetry={() => void kots.refetch()} />
      ) : kots.isPending ? (
        <Loading label="Loading the table's KOTs…" />
      ) : entries.length === 0 ? (
        <p>The server has no KOT of this table yet.</p>
      ) : (
        <DataTable
          rows={entries}
          columns={[
            ...COLUMNS,
            {
              label: 'Actions',
              headClassName: 'list-actions-head',
              className: 'list-row-actions',
              cell: (entry) => (
                <Button
                  size="sm"
                  variant="outline-primary"
                  disabled={working !== null}
                  onClick={() => void reprint(entry.kotNo)}
                >
                  {working === entry.kotNo ? `Reprinting KOT ${entry.kotNo}…` : `Reprint KOT ${entry.kotNo}`}
                </Button>
              ),
            },
          ]}
          rowKey={(entry) => entry.kotNo}
          caption={`KOTs of ${tableName}`}
          captionPlacement="hidden"
          tableClassName="table table-sm align-middle mb-0"
          responsive={false}
          cards
        />
      )}
    </DialogFrame>
  );
}
