import Button from 'react-bootstrap/Button';
import { DialogFrame } from './dialog-frame';

interface Props {
  title: string;
  text: string;
  confirmLabel: string;
  /** The button that backs out; 'Cancel' unless that word is the action itself. */
  dismissLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before something that cannot be undone (delete, leaving with unsaved changes). */
export function ConfirmDialog({
  title,
  text,
  confirmLabel,
  dismissLabel = 'Cancel',
  busy = false,
  onConfirm,
  onCancel,
}: Props) {
  return (
    <DialogFrame
      title={title}
      titleId="confirm-title"
      onHide={onCancel}
      footer={
        <>
          <Button variant="outline-secondary" onClick={onCancel}>
            {dismissLabel}
          </Button>
          <Button variant="danger" onClick={onConfirm} disabled={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {text}
    </DialogFrame>
  );
}
