import { useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { toApiError } from '../../lib/api/api-error';
import { MessageType, showDoneToast, showMessage } from '../../lib/messages/messages';
import type { ResourceDeclaration } from '../resource';
import { useScreenPermission } from '../use-screen-permission';
import { useSaveRecord } from '../use-resource';
import type { ListRow } from './list-rows';

interface Props {
  resource: ResourceDeclaration;
  onEdit: (key: string) => void;
  children: (actions: ((row: ListRow) => ReactNode) | null) => ReactNode;
}

/** Edit (transaction 2) and Delete (3, after a confirmation) for each row; neither shows without its code. */
export function ListActions({ resource, onEdit, children }: Props) {
  const allowed = useScreenPermission();
  const remove = useSaveRecord(resource);
  const [deleting, setDeleting] = useState<ListRow | null>(null);
  const canEdit = allowed('modify');
  const canDelete = allowed('delete');
  const noun = resource.singular.toLowerCase();

  const confirmDelete = () => {
    if (!deleting || remove.isPending) return;
    remove.mutate(
      { record: deleting.record, traCheck: 3 },
      {
        onSuccess: () => showDoneToast(`${resource.singular} ${deleting.key} deleted.`),
        onError: (error) => showMessage(MessageType.ErrorDialog, toApiError(error).message),
        onSettled: () => setDeleting(null),
      },
    );
  };

  const actions =
    canEdit || canDelete
      ? (row: ListRow) => (
          <>
            {canEdit && (
              <Button size="sm" variant="outline-primary" className="me-2" onClick={() => onEdit(row.key)} aria-label={`Edit ${row.key}`}>
                Edit
              </Button>
            )}
            {canDelete && (
              <Button size="sm" variant="outline-danger" onClick={() => setDeleting(row)} aria-label={`Delete ${row.key}`}>
                Delete
              </Button>
            )}
          </>
        )
      : null;

  return (
    <>
      {children(actions)}
      {deleting && (
        <ConfirmDialog
          title={`Delete ${noun}`}
          text={`Delete ${noun} ${deleting.key}? This cannot be undone.`}
          confirmLabel="Delete"
          busy={remove.isPending}
          onConfirm={confirmDelete}
          onCancel={() => setDeleting(null)}
        />
      )}
    </>
  );
}
