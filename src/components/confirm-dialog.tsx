import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';

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
    <Modal show onHide={onCancel} aria-labelledby="confirm-title" centered>
      <Modal.Header closeButton>
        <Modal.Title id="confirm-title" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{text}</Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onCancel}>
          {dismissLabel}
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
