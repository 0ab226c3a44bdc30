import Button from 'react-bootstrap/Button';
import { discardOperation, retryOperation, useOutbox } from './outbox';

const ignore = () => undefined;

function statusText(waiting: number, failed: number): string {
  const parts: string[] = [];
  if (waiting > 0) parts.push(`${waiting} waiting to send`);
  if (failed > 0) parts.push(`${failed} not sent`);
  return parts.join(', ');
}

/**
 * What the outbox still holds: "3 waiting to send" (announced politely) and each refused operation
 * with the server's words, Retry and Discard. Nothing at all while the outbox is empty.
 */
export function OutboxStatus() {
  const { waiting, failed } = useOutbox();
  if (waiting.length === 0 && failed.length === 0) return null;
  return (
    <section aria-label="Operations not sent yet" className="small">
      <p role="status" aria-live="polite" className="mb-1">
        {statusText(waiting.length, failed.length)}
      </p>
      {failed.length > 0 && (
        <ul aria-label="Not sent" className="list-unstyled mb-0">
          {failed.map((entry) => (
            <li key={entry.id} className="d-flex flex-wrap align-items-center gap-2 mb-1">
              <span>
                <strong>{entry.label}</strong>: {entry.lastError}
              </span>
              <Button size="sm" variant="outline-primary" aria-label={`Retry ${entry.label}`} onClick={() => void retryOperation(entry.id).catch(ignore)}>
                Retry
              </Button>
              <Button size="sm" variant="outline-danger" aria-label={`Discard ${entry.label}`} onClick={() => void discardOperation(entry.id).catch(ignore)}>
                Discard
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
