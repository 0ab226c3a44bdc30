import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { DataTable, type TableColumn } from '../../../components/data-table';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LoadFailed, Loading } from '../../../components/load-state';
import { useCurrentScreen } from '../../../engine/current-screen';
import { ScreenAction } from '../../../engine/screen-action';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { toApiError } from '../../../lib/api/api-error';
import { showDoneToast } from '../../../lib/messages/messages';
import { StatusFilter } from './status-filter';
import { useSaveWork, useWorkList } from './work-api';
import { WorkForm } from './work-form';
import type { WorkKind, WorkRecord } from './work-kinds';
import { statusCounts } from './work-rules';

/** A column of the board's table besides the id, status and actions. */
export type WorkColumn = Pick<TableColumn<WorkRecord>, 'label' | 'cell'>;

interface Props {
  kind: WorkKind;
  columns: readonly WorkColumn[];
}

/**
 * The tasks or tickets page: counts per status that filter the list, a form for a new one, a status
 * select per row (saved at once) and delete after a question; actions only with their right.
 */
export function WorkBoard({ kind, columns }: Props) {
  const title = useCurrentScreen()?.title ?? kind.plural.charAt(0).toUpperCase() + kind.plural.slice(1);
  const allowed = useScreenPermission();
  const list = useWorkList(kind);
  const change = useSaveWork(kind);
  const remove = useSaveWork(kind);
  const [creating, setCreating] = useState(false);
  const [filter, setFilter] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<WorkRecord | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const rows = list.data ?? [];
  const shown = filter === null ? rows : rows.filter((row) => row.status === filter);
  const nameOf = (row: WorkRecord) => row[kind.nameField] ?? row.id;

  const failed = (error: unknown) => {
    const problem = toApiError(error);
    if (!problem.isNetwork && !problem.isSessionOver) setFailure(problem.message);
  };
  const changeStatus = (row: WorkRecord, status: string) => {
    setFailure(null);
    change.mutate(
      { record: { ...row, status }, traCheck: 2 },
      { onSuccess: () => showDoneToast(`${row.id} is now ${status}.`), onError: failed },
    );
  };
  const confirmDelete = () => {
    if (!deleting || remove.isPending) return;
    setFailure(null);
    remove.mutate(
      { record: deleting, traCheck: 3 },
      {
        onSuccess: () => showDoneToast(`${deleting.id} was deleted.`),
        onError: failed,
        onSettled: () => setDeleting(null),
      },
    );
  };

  // A status select only with the modify right; its change is saved at once.
  const statusCell = (row: WorkRecord) => (
    <div style={{ minWidth: '9rem' }}>
      {allowed('modify') ? (
        <>
          <Form.Label htmlFor={`status-${row.id}`} className="visually-hidden">
            Status of {nameOf(row)}
          </Form.Label>
          <Form.Select
            id={`status-${row.id}`}
            size="sm"
            value={row.status}
            onChange={(event) => changeStatus(row, event.target.value)}
          >
            {kind.statuses.map((status) => (
              <option key={status}>{status}</option>
            ))}
          </Form.Select>
        </>
      ) : (
        row.status
      )}
    </div>
  );
  const deleteCell = (row: WorkRecord) => (
    <ScreenAction transaction="delete">
      <Button variant="outline-danger" size="sm" aria-label={`Delete ${nameOf(row)}`} onClick={() => setDeleting(row)}>
        Delete
      </Button>
    </ScreenAction>
  );

  return (
    <section aria-labelledby="screen-title">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 id="screen-title" className="h3 mb-0 me-auto">
          {title}
        </h1>
        {!creating && (
          <ScreenAction transaction="create">
            <Button onClick={() => setCreating(true)}>New {kind.entity}</Button>
          </ScreenAction>
        )}
      </div>
      {creating && <WorkForm kind={kind} onDone={() => setCreating(false)} />}
      {failure && (
        <Alert variant="danger" role="alert" dismissible onClose={() => setFailure(null)}>
          {failure}
        </Alert>
      )}
      {list.isPending ? (
        <Loading label={`Loading the ${kind.plural}…`} />
      ) : list.isError ? (
        <LoadFailed message={toApiError(list.error).message} onRetry={() => void list.refetch()} />
      ) : (
        <>
          <StatusFilter
            plural={kind.plural}
            total={rows.length}
            counts={statusCounts(kind, rows)}
            value={filter}
            onChange={setFilter}
          />
          <DataTable
            empty={
              <p>
                {' '}
                {rows.length === 0
                  ? `There are no ${kind.plural}.`
                  : `There are no ${kind.plural} with the status ${filter ?? ''}.`}{' '}
              </p>
            }
            rows={shown}
            columns={[
              { label: 'Id', cell: (row) => row.id, className: 'text-nowrap' },
              ...columns,
              { label: 'Status', cell: statusCell },
              { label: 'Actions', hideLabel: true, className: 'text-end', cell: deleteCell },
            ]}
            rowKey={(row) => row.id}
            caption={
              filter === null
                ? `${rows.length} ${kind.plural}`
                : `${shown.length} of ${rows.length} ${kind.plural}: ${filter}`
            }
            captionPlacement="bottom"
            rowHeader={false}
            tableClassName="table table-sm table-hover align-middle"
          />
        </>
      )}
      {deleting && (
        <ConfirmDialog
          title={`Delete ${kind.entity}`}
          text={`Delete ${deleting.id} "${nameOf(deleting)}"? It cannot be brought back.`}
          confirmLabel="Delete"
          busy={remove.isPending}
          onConfirm={confirmDelete}
          onCancel={() => setDeleting(null)}
        />
      )}
    </section>
  );
}
