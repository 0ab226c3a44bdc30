import { useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { toApiError } from '../../lib/api/api-error';
import { MessageType, showDoneToast, showMessage } from '../../lib/messages/messages';
import { DocumentActions, documentAllows } from '../document/document-actions';
import type { ResourceDeclaration } from '../resource';
import { useScreenPermission } from '../use-screen-permission';
import { useSaveRecord } from '../use-resource';
import type { ListRow } from './list-rows';

interface Props {
  resource: ResourceDeclaration;
  onEdit: (key: string) => void;
  /** Documents: open the print view of a record. */
  onPrint: (key: string) => void;
  children: (actions: ((row: ListRow) => ReactNode) | null) => ReactNode;
}

/** Edit (transaction 2) and Delete (3, after a confirmation) for each row; neither shows without its code. */
export function ListActions({ resource, onEdit, onPrint, children }: Props) {
  const allowed = useScreenPermission();
  const remove = useSaveRecord(resource);
  const [deleting, setDeleting] = useState<ListRow | null>(null);
  const canEdit = allowed('modify');
  const canDelete = allowed('delete');
  const noun = resource.singular.toLowerCase();
  // Documents are cancelled (transaction 3), never removed: they stay in the list, marked.
  const removeWord = resource.document ? 'Cancel' : 'Delete';

  const confirmDelete = () => {
    if (!deleting || remove.isPending) return;
    remove.mutate(
      { record: deleting.record, traCheck: 3 },
      {
        onSuccess: () =>
          showDoneToast(`${resource.singular} ${deleting.label} ${resource.document ? 'cancelled' : 'deleted'}.`),
        onError: (error) => showMessage(MessageType.ErrorDialog, toApiError(error).message),
        onSettled: () => setDeleting(null),
      },
    );
  };

  const actions =
    canEdit || canDelete || resource.document
      ? (row: ListRow) => (
          <>
            {resource.document && <DocumentActions resource={resource} row={row} onPrint={onPrint} />}
            {canEdit && documentAllows(resource, row).edit && (
              <Button
                size="sm"
                variant="outline-primary"
                className="me-2"
                onClick={() => onEdit(row.key)}
                aria-label={`Edit ${row.label}`}
              >
                Edit
              </Button>
            )}
            {canDelete && documentAllows(resource, row).cancel && (
              <Button
                size="sm"
                variant="outline-danger"
                onClick={() => setDeleting(row)}
                aria-label={`${removeWord} ${row.label}`}
              >
                {removeWord}
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
          title={`${removeWord} ${noun}`}
          text={
            resource.document
              ? `Cancel ${noun} ${deleting.label}? It stays in the list, marked cancelled, and counts no more.`
              : `Delete ${noun} ${deleting.label}? This cannot be undone.`
          }
          confirmLabel={resource.document ? `Cancel ${noun}` : 'Delete'}
          dismissLabel={resource.document ? 'Keep it' : 'Cancel'}
          busy={remove.isPending}
          onConfirm={confirmDelete}
          onCancel={() => setDeleting(null)}
        />
      )}
    </>
  );
}
