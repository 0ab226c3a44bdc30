import { type ReactNode, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ScreenAction } from '../../engine/screen-action';
import { toApiError } from '../../lib/api/api-error';
import { MessageType, showDoneToast, showMessage } from '../../lib/messages/messages';

/** The mutation that deletes or cancels, as TanStack Query gives it. */
interface Work<V> {
  isPending: boolean;
  mutate: (
    variables: V,
    options: { onSuccess: () => void; onError: (error: unknown) => void; onSettled: () => void },
  ) => void;
}

/** How the button, the dialog and the toast word the work. */
interface Asked {
  verb: 'Delete' | 'Cancel';
  /** The document as a sentence names it: 'sale order'. */
  noun: string;
  /** Said after "Delete sale order SO-1?": 'This cannot be undone.' */
  effect: string;
  /** The dialog's confirming button: 'Delete order'. */
  confirmLabel: string;
}

const DONE = { Delete: 'deleted', Cancel: 'cancelled' } as const;

/**
 * Deleting or cancelling one row of a list, asked first: `button(row)` (with the delete right) opens the dialog,
 * `dialog` is placed beside the table. Once done a toast says so, a refusal is shown as the server words it, and the
 * dialog closes either way.
 */
export function useConfirmedRowWork<Row extends { seq: string }, V>(
  work: Work<V>,
  variables: (row: Row) => V,
  { verb, noun, effect, confirmLabel }: Asked,
) {
  const [asking, setAsking] = useState<Row | null>(null);
  const runNow = (row: Row) =>
    work.mutate(variables(row), {
      onSuccess: () => showDoneToast(`${noun[0]!.toUpperCase()}${noun.slice(1)} ${row.seq} ${DONE[verb]}.`),
      onError: (error) => showMessage(MessageType.ErrorDialog, toApiError(error).message),
      onSettled: () => setAsking(null),
    });
  const button = (row: Row) => (
    <ScreenAction transaction="delete">
      <Button size="sm" variant="outline-danger" aria-label={`${verb} ${row.seq}`} onClick={() => setAsking(row)}>
        {verb}
      </Button>
    </ScreenAction>
  );
  const dialog: ReactNode = asking && (
    <ConfirmDialog
      title={`${verb} ${noun}`}
      text={`${verb} ${noun} ${asking.seq}? ${effect}`}
      confirmLabel={confirmLabel}
      dismissLabel="Keep it"
      busy={work.isPending}
      onConfirm={() => runNow(asking)}
      onCancel={() => setAsking(null)}
    />
  );
  return { button, dialog };
}
