import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { LoadingButton } from '../../../../components/loading-button';
import { useOneSubmit } from '../../../../lib/hooks/use-one-submit';
import { toPaise } from '../../../../lib/money/money';
import { formatMoneyWithSign } from '../../../../lib/money/money-format';
import { newClientId } from '../../../../kits/billing/billing-api';
import { counterActions } from '../counter-api';
import type { CounterBill } from '../domain/counter-types';

interface Props {
  bill: CounterBill;
  onHide: () => void;
  onCancelled: (bill: CounterBill) => void;
}

/**
 * Cancel a counter bill with its reason; the server's refusal (a return against it, a closed day) is shown and the
 * reason kept.
 */
export function CancelDialog({ bill, onHide, onCancelled }: Props) {
  const [reason, setReason] = useState('');
  const [key] = useState(newClientId);
  const [touched, setTouched] = useState(false);
  const { submit, saving, failure } = useOneSubmit();
  const problem = reason.trim() === '' ? 'Give the reason for cancelling the bill.' : undefined;
  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (problem) return;
    await submit(async () => onCancelled(await counterActions.cancel(bill.billNo, reason.trim(), key)));
  };
  return (
    <Modal show onHide={onHide} aria-labelledby="counter-cancel-title">
      <Form noValidate onSubmit={(event) => void confirm(event)}>
        <Modal.Header closeButton>
          <Modal.Title id="counter-cancel-title" className="h5">
            Cancel bill {bill.seq}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {failure && (
            <Alert variant="danger" role="alert">
              {failure}
            </Alert>
          )}
          <p>
            Bill {bill.seq} of {formatMoneyWithSign(toPaise(bill.total))}: its goods go back to stock, its credit leaves
            the customer&apos;s account and its voucher is taken out of the books.
          </p>
          <Form.Group controlId="counter-cancel-reason">
            <Form.Label>Reason for cancelling</Form.Label>
            <Form.Control
              value={reason}
              maxLength={100}
              onChange={(event) => setReason(event.target.value)}
              isInvalid={touched && !!problem}
              aria-describedby="counter-cancel-reason-error"
            />
            <Form.Control.Feedback id="counter-cancel-reason-error" type="invalid">
              {problem}
            </Form.Control.Feedback>
          </Form.Group>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onHide}>
            Keep the bill
          </Button>
          <LoadingButton variant="danger" loading={saving} loadingText="Cancelling">
            Cancel the bill
          </LoadingButton>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
