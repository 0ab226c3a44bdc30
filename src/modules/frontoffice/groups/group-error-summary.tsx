import Alert from 'react-bootstrap/Alert';
import type { GroupErrors } from './domain/group-input';

/** Every problem of a form in one list at its top (each is also beside its field). */
export function GroupErrorSummary({ errors }: { errors: GroupErrors }) {
  const messages = [...new Set(Object.values(errors))];
  if (messages.length === 0) return null;
  return (
    <Alert variant="danger" role="alert">
      <p className="mb-1">{`Check ${messages.length === 1 ? 'this' : `these ${messages.length} things`} and try again:`}</p>
      <ul className="mb-0">
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </Alert>
  );
}
