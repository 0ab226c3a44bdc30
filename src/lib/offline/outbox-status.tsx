import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { discardOperation, retryOperation, useOutbox } from './outbox';
import type { OutboxEntry } from './outbox-types';

const ignore = () => undefined;

function statusText(waiting: number, failed: number): string {
  const parts: string[] = [];
  if (waiting > 0) parts.push(`${waiting} waiting to send`);
  if (failed > 0) parts.push(`${failed} not sent`);
  return parts.join(', ');
}

/** What discarding an operation does, said before it is done. */
export const DISCARD_WORDS =
  'It is removed from this device and never reaches the server: what it would have done (a KOT to the kitchen, a bill, a payment) does not happen, the table and its bill show only what the server has, and anything sent after it that needs it will be refused.';

/** A refused operation: the server's words, Retry (sends it again now), and Discard, which says what it does first. */
function NotSent({ entry }: { entry: OutboxEntry }) {
  const [asking, setAsking] = useState(false);
  return (
    <li className="mb-2">
      <div className="d-flex flex-wrap align-items-center gap-2">
        <span>
          <strong>{entry.label}</strong>: {entry.lastError}
        </span>
        <Button
          size="sm"
          variant="outline-primary"
          aria-label={`Retry ${entry.label}`}
          onClick={() => void retryOperation(entry.id).catch(ignore)}
        >
          Retry
        </Button>
        <Button
          size="sm"
          variant="outline-danger"
          aria-label={`Discard ${entry.label}`}
          aria-expanded={asking}
          onClick={() => setAsking(true)}
        >
          Discard
        </Button>
      </div>
      {asking && (
        <div role="group" aria-label={`Discard ${entry.label}?`} className="border rounded p-2 mt-1">
          <p className="mb-2">
            Discard {entry.label}? {DISCARD_WORDS}
          </p>
          <Button
            size="sm"
            variant="danger"
            className="me-2"
            onClick={() => void discardOperation(entry.id).catch(ignore)}
          >
            Discard it
          </Button>
          <Button size="sm" variant="outline-secondary" onClick={() => setAsking(false)}>
            Keep it
          </Button>
        </div>
      )}
    </li>
  );
}

/**
 * Why a waiting operation has not gone while others are refused: it goes after a refused one of its table, or the
 * server's last words.
 */
function whyWaiting(entry: OutboxEntry, failed: readonly OutboxEntry[]): { entry: OutboxEntry; reason: string }[] {
  const holder = entry.group ? failed.find((other) => other.group === entry.group) : undefined;
  if (holder) return [{ entry, reason: `it goes after ${holder.label}, which was not sent` }];
  return entry.attempts > 0 && entry.lastError ? [{ entry, reason: entry.lastError }] : [];
}

/**
 * What the outbox still holds: "3 waiting to send" (announced politely); each refused operation with the server's
 * words, Retry and Discard; and, while one is refused, the operations waiting behind it with the reason each was
 * not taken yet, so nothing waits without a word. Nothing at all while the outbox is empty.
 */
export function OutboxStatus() {
  const { waiting, failed } = useOutbox();
  if (waiting.length === 0 && failed.length === 0) return null;
  const behind = failed.length > 0 ? waiting.flatMap((entry) => whyWaiting(entry, failed)) : [];
  return (
    <section aria-label="Operations not sent yet" className="small">
      <p role="status" aria-live="polite" className="mb-1">
        {statusText(waiting.length, failed.length)}
      </p>
      {failed.length > 0 && (
        <ul aria-label="Not sent" className="list-unstyled mb-0">
          {failed.map((entry) => (
            <NotSent key={entry.id} entry={entry} />
          ))}
        </ul>
      )}
      {behind.length > 0 && (
        <ul aria-label="Waiting behind them" className="list-unstyled mb-0">
          {behind.map(({ entry, reason }) => (
            <li key={entry.id}>
              <strong>{entry.label}</strong> waits: {reason}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
