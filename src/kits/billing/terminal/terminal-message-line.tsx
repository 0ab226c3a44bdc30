import Alert from 'react-bootstrap/Alert';
import type { TerminalMessage } from './terminal-message';

/**
 * What the terminal says of the last command, under the commands: where the finger and the eye are, and without
 * moving the commands as it comes and goes. It sticks to the bottom of the screen while its place is below it (a
 * phone, a long order), so it is seen without scrolling.
 */
export function TerminalMessageLine({ message, onClose }: { message: TerminalMessage; onClose: () => void }) {
  return (
    <Alert
      className="terminal-message"
      variant={message.variant}
      role={message.variant === 'danger' ? 'alert' : 'status'}
      dismissible
      onClose={onClose}
    >
      {message.text}
    </Alert>
  );
}
