import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';

/** "Draft restored from <time>" above a form whose unsaved values came back, with the way to drop them. */
export function DraftNotice({ restoredAt, onDiscard }: { restoredAt: number | null; onDiscard: () => void }) {
  if (restoredAt === null) return null;
  return (
    <Alert variant="info" className="d-flex align-items-center gap-2">
      <span className="me-auto">Draft restored from {new Date(restoredAt).toLocaleString()}</span>
      <Button size="sm" variant="outline-secondary" onClick={onDiscard}>
        Discard draft
      </Button>
    </Alert>
  );
}
