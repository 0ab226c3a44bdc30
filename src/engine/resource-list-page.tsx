import { useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { ConfirmDialog } from '../components/confirm-dialog';
import { MessageType, showDoneToast, showMessage } from '../lib/messages/messages';
import { toApiError } from '../lib/api/api-error';
import { filterRecords } from './record-filter';
import { RecordTable } from './record-table';
import type { ResourceDeclaration, ResourceRecord } from './resource';
import { ScreenAction } from './screen-action';
import { useRecords, useSaveRecord } from './use-resource';

interface Props {
  resource: ResourceDeclaration;
  onOpen: (record: string) => void;
}

/** A master's list: search, row count, New / Edit / Delete by permission, loading, empty and error states. */
export function ResourceListPage({ resource, onOpen }: Props) {
  const records = useRecords(resource);
  const remove = useSaveRecord(resource);
  const [search, setSearch] = useState('');
  const [deleting, setDeleting] = useState<ResourceRecord | null>(null);
  const rows = useMemo(() => filterRecords(resource, records.data ?? [], search), [resource, records.data, search]);
  const keyOf = (row: ResourceRecord) => String(row[resource.key] ?? '');

  const confirmDelete = () => {
    if (!deleting || remove.isPending) return;
    remove.mutate(
      { record: deleting, traCheck: 3 },
      {
        onSuccess: () => showDoneToast(`${resource.singular} ${keyOf(deleting)} deleted.`),
        onError: (error) => showMessage(MessageType.ErrorDialog, toApiError(error).message),
        onSettled: () => setDeleting(null),
      },
    );
  };

  return (
    <section aria-labelledby="screen-title">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 id="screen-title" className="h3 mb-0 me-auto">
          {resource.title}
        </h1>
        <ScreenAction transaction="create">
          <Button onClick={() => onOpen('new')}>New {resource.singular.toLowerCase()}</Button>
        </ScreenAction>
      </div>
      <Form.Group controlId={`${resource.name}-search`} className="mb-3" style={{ maxWidth: '24rem' }}>
        <Form.Label>Search</Form.Label>
        <Form.Control type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
      </Form.Group>
      {records.isPending ? (
        <p role="status">
          <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
          Loading {resource.title.toLowerCase()}…
        </p>
      ) : records.isError ? (
        <Alert variant="danger">
          <p>{toApiError(records.error).message}</p>
          <Button variant="outline-danger" onClick={() => void records.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : (
        <>
          <p className="text-muted" role="status">
            {rows.length === (records.data?.length ?? 0) ? `${rows.length} records` : `${rows.length} of ${records.data?.length ?? 0} records`}
          </p>
          {rows.length === 0 ? (
            <p>{search ? 'No record matches the search.' : `There are no ${resource.title.toLowerCase()} yet.`}</p>
          ) : (
            <RecordTable resource={resource} rows={rows} onEdit={(row) => onOpen(keyOf(row))} onDelete={setDeleting} />
          )}
        </>
      )}
      {deleting && (
        <ConfirmDialog
          title={`Delete ${resource.singular.toLowerCase()}`}
          text={`Delete ${resource.singular.toLowerCase()} ${keyOf(deleting)}? This cannot be undone.`}
          confirmLabel="Delete"
          busy={remove.isPending}
          onConfirm={confirmDelete}
          onCancel={() => setDeleting(null)}
        />
      )}
    </section>
  );
}
