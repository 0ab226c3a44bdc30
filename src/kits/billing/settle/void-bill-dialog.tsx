import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { LoadingButton } from '../../../components/loading-button';
import { useOneSubmit } from '../../../lib/hooks/use-one-submit';
import type { Bill } from '../domain/bill-types';
import { newClientId, useBillingApi } from '../billing-api';
import { useBillingBook } from '../billing-book-context';

/**
 * Voids an unsettled bill with a reason (required); the server's refusal shows here; one key per opening, so a double
 * click voids once.
 */
export function VoidBillDialog({ bill, onHide }: { bill: Bill; onHide: () => void }) {
  const queryClient = useQueryClient();
  const api = useBillingApi();
  const book = useBillingBook();
  const [key] = useState(newClientId);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const { submit, saving, failure } = useOneSubmit();

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim() === '') {
      setProblem('Give the reason for voiding the bill.');
      return;
    }
    await submit(async () => {
      await api.void(bill.billNo, reason.trim(), key);
      await queryClient.invalidateQueries({ queryKey: [book.key] });
      onHide();
    });
  };

  return (
    <Modal show onHide={onHide} aria-labelledby="void-bill-title">
      <Form noValidate onSubmit={(event) => void confirm(event)} aria-labelledby="void-bill-title">
        <Modal.Header closeButton>
          <Modal.Title id="void-bill-title" className="h5">
            Void bill {bill.seq}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {failure && (
            <Alert variant="danger" role="alert">
              {failure}
            </Alert>
          )}
          <Form.Group controlId="void-reason">
            <Form.Label>Reason for voiding</Form.Label>
            <Form.Control
              as="textarea"
              rows={2}
              maxLength={200}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              isInvalid={!!problem}
              aria-describedby={problem ? 'void-reason-error' : undefined}
            />
            <Form.Control.Feedback id="void-reason-error" type="invalid">
              {problem}
            </Form.Control.Feedback>
          </Form.Group>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onHide}>
            Cancel
          </Button>
          <LoadingButton variant="danger" loading={saving} loadingText="Voiding">
            Void bill {bill.seq}
          </LoadingButton>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
