import Button from 'react-bootstrap/Button';
import { MessageType, useMessageDialogs } from '../lib/messages/messages';
import { DialogFrame } from './dialog-frame';

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
    <DialogFrame
      title={TITLES[current.type] ?? 'Message'}
      titleId={titleId}
      titleClassName={`h5 text-${variant}`}
      onHide={() => dismiss(current.id)}
      footer={
        <Button variant={variant} onClick={() => dismiss(current.id)}>
          OK
        </Button>
      }
    >
      {current.text}
    </DialogFrame>
  );
}
