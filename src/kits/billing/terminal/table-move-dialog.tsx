import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { LoadingButton } from '../../../components/loading-button';
import { newClientId, useBillingApi } from '../billing-api';
import type { TableTile } from './table-tiles';

interface Props {
  kind: 'transfer' | 'merge';
  outlet: string;
  from: { code: string; name: string };
  /** Free tables (transfer) or the other occupied, unbilled tables (merge). */
  targets: readonly TableTile[];
  onDone: (target: string) => void;
  onCancel: () => void;
}

/** Moves a running table to a free table, or merges it into another running table (online: the backend answers). */
export function TableMoveDialog({ kind, outlet, from, targets, onDone, onCancel }: Props) {
  const [key] = useState(newClientId); // one key per dialog: a second click, or a retry, moves once
  const [target, setTarget] = useState(targets[0]?.tableNo ?? '');
  const [busy, setBusy] = useState(false);
  const api = useBillingApi();
  const [refusal, setRefusal] = useState<string | null>(null);
  const title =
    kind === 'transfer' ? `Transfer ${from.name} to another table` : `Merge ${from.name} into another table`;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !target) return;
    setBusy(true);
    setRefusal(null);
    try {
      await (kind === 'transfer' ? api.transfer : api.merge)(outlet, from.code, target, key);
      onDone(target);
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : 'The server did not do it.');
      setBusy(false);
    }
  };
  return (
    <Modal show onHide={onCancel} aria-labelledby="move-title" centered>
      <Form noValidate onSubmit={(event) => void submit(event)}>
        <Modal.Header closeButton>
          <Modal.Title id="move-title" className="h5">
            {title}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {refusal && <Alert variant="danger">{refusal}</Alert>}
          {targets.length === 0 ? (
            <p>{kind === 'transfer' ? 'No table is free.' : 'No other table is open.'}</p>
          ) : (
            <Form.Group controlId="move-target">
              <Form.Label>{kind === 'transfer' ? 'Free table' : 'Open table'}</Form.Label>
              <Form.Select value={target} onChange={(event) => setTarget(event.target.value)}>
                {targets.map((tile) => (
                  <option key={tile.tableNo} value={tile.tableNo}>
                    {tile.label}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
          )}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onCancel}>
            Cancel
          </Button>
          <LoadingButton type="submit" loading={busy} disabled={!target}>
            {kind === 'transfer' ? 'Transfer' : 'Merge'}
          </LoadingButton>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
