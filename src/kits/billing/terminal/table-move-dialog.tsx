import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useForm, useWatch } from 'react-hook-form';
import { Field } from '../../../components/form/field';
import { LoadingButton } from '../../../components/loading-button';
import { useOneSubmit } from '../../../lib/hooks/use-one-submit';
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
  const form = useForm<{ target: string }>({ defaultValues: { target: targets[0]?.tableNo ?? '' } });
  const target = useWatch({ control: form.control, name: 'target' });
  const { submit, saving, failure } = useOneSubmit();
  const api = useBillingApi();
  const title =
    kind === 'transfer' ? `Transfer ${from.name} to another table` : `Merge ${from.name} into another table`;
  const send = form.handleSubmit((values) =>
    submit(async () => {
      await (kind === 'transfer' ? api.transfer : api.merge)(outlet, from.code, values.target, key);
      onDone(values.target);
    }),
  );
  return (
    <Modal show onHide={onCancel} aria-labelledby="move-title" centered>
      <Form noValidate onSubmit={(event) => void send(event)}>
        <Modal.Header closeButton>
          <Modal.Title id="move-title" className="h5">
            {title}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {failure && <Alert variant="danger">{failure}</Alert>}
          {targets.length === 0 ? (
            <p>{kind === 'transfer' ? 'No table is free.' : 'No other table is open.'}</p>
          ) : (
            <Field
              form={form}
              name="target"
              id="move-target"
              label={kind === 'transfer' ? 'Free table' : 'Open table'}
              options={targets.map((tile) => ({ value: tile.tableNo, label: tile.label }))}
              choose={null}
              className="mb-0"
            />
          )}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onCancel}>
            Cancel
          </Button>
          <LoadingButton type="submit" loading={saving} disabled={!target}>
            {kind === 'transfer' ? 'Transfer' : 'Merge'}
          </LoadingButton>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
