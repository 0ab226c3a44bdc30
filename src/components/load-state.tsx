import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';

/** While a screen's data is on its way. */
export function Loading({ label }: { label: string }) {
  return (
    <div role="status">
      <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
      {label}
    </div>
  );
}

/** A load that failed: the server's message (or the network message) and a way to try again. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert variant="danger">
      <p>{message}</p>
      <Button variant="outline-danger" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}
