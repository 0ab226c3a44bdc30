import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { MessageType, useMessageDialogs } from '../lib/messages/messages';

const TITLES: Record<number, string> = {
  [MessageType.SuccessDialog]: 'Done',
  [MessageType.WarningDialog]: 'Please check',
  [MessageType.ErrorDialog]: 'Something went wrong',
};

/** Shows the dialog messages (types 1, 3 and 4) one at a time. */
export function MessageDialogs() {
  const current = useMessageDialogs((state) => state.queue[0]);
  const dismiss = useMessageDialogs((state) => state.dismiss);
  if (!current) return null;
  const titleId = `message-dialog-${current.id}`;
  const variant =
    current.type === MessageType.SuccessDialog
      ? 'success'
      : current.type === MessageType.ErrorDialog
        ? 'danger'
        : 'warning';
  return (
    <Modal show onHide={() => dismiss(current.id)} aria-labelledby={titleId} centered>
      <Modal.Header closeButton>
        <Modal.Title id={titleId} className={`h5 text-${variant}`}>
          {TITLES[current.type] ?? 'Message'}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{current.text}</Modal.Body>
      <Modal.Footer>
        <Button variant={variant} onClick={() => dismiss(current.id)}>
          OK
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
