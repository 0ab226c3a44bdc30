import { currentSession } from '../session/session-store';
import { useOutbox } from './outbox';
import { queuedMarkKey } from './outbox-memory';

/** Does the signed-in user's outbox hold work (as last seen; a synchronous read, no IndexedDB)? */
export function hasQueuedWork(): boolean {
  const usr = currentSession()?.usr;
  if (!usr) return false;
  try {
    return Boolean(localStorage.getItem(queuedMarkKey(`${usr.cCode}/${usr.uCode}`)));
  } catch {
    return false;
  }
}

/**
 * The header's reminder that KOTs, bills or settlements wait to be sent ("2 waiting to send"): mounted only
 * while the outbox holds work, it also keeps them being sent on any screen (useOutbox starts the sending).
 */
export function OutboxBadge() {
  const { waiting, failed } = useOutbox();
  if (waiting.length === 0 && failed.length === 0) return null;
  const words = [
    waiting.length > 0 && `${waiting.length} waiting to send`,
    failed.length > 0 && `${failed.length} not sent`,
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <span
      role="status"
      className={`badge align-self-center ${failed.length > 0 ? 'text-bg-danger' : 'text-bg-warning'}`}
    >
      {words}
    </span>
  );
}
