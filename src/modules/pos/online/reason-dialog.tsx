import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { dataProvider } from '../../../lib/api/data-provider';
import { useOneSubmit } from '../../../lib/hooks/use-one-submit';
import {
  ONLINE_ORDER_ENDPOINTS as API,
  ONLINE_ORDERS_KEY,
  type OnlineOrder,
  type OnlineOrderStatus,
} from './domain/online-order-types';
import { MAX_REASON } from './domain/order-status';

interface Props {
  order: OnlineOrder;
  status: Extract<OnlineOrderStatus, 'REJECTED' | 'RETURNED' | 'FAILED'>;
  onDone: (said: string) => void;
  onCancel: () => void;
}

const WORDING = {
  REJECTED: { title: 'Reject order', action: 'Reject the order', done: 'rejected' },
  RETURNED: { title: 'Order returned', action: 'Mark it returned', done: 'marked returned' },
  FAILED: { title: 'Delivery failed', action: 'Mark it not delivered', done: 'marked not delivered' },
} as const;

/**
 * Asks why an order is rejected, returned or not delivered (the shop shows the customer the reason), then moves it
 * once.
 */
export function ReasonDialog({ order, status, onDone, onCancel }: Props) {
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const { submit, saving, failure } = useOneSubmit();
  const words = WORDING[status];
  const save = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!reason.trim()) return;
    void submit(async () => {
      await dataProvider.write(
        API.status,
        { recordId: order.recordId, status, detail: reason.trim() },
        `online-${order.recordId}-${status}`,
      );
      await queryClient.invalidateQueries({ queryKey: [ONLINE_ORDERS_KEY] });
      onDone(`Order ${order.seq} ${words.done}.`);
    });
  };
  return (
    <Modal show onHide={onCancel} aria-labelledby="online-reason-title" centered>
      <Form noValidate onSubmit={save}>
        <Modal.Header closeButton>
          <Modal.Title id="online-reason-title" className="h5">
            {words.title} {order.seq}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {failure && (
            <Alert variant="danger" role="alert">
              {failure}
            </Alert>
          )}
          <Form.Group controlId="online-reason">
            <Form.Label>Reason (the customer sees it)</Form.Label>
            <Form.Control
              as="textarea"
              rows={2}
              autoFocus
              value={reason}
              maxLength={MAX_REASON}
              isInvalid={tried && !reason.trim()}
              aria-describedby={tried && !reason.trim() ? 'online-reason-problem' : undefined}
              onChange={(event) => setReason(event.target.value)}
            />
            <Form.Control.Feedback id="online-reason-problem" type="invalid">
              Give the reason: the shop shows it to the customer.
            </Form.Control.Feedback>
          </Form.Group>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onCancel}>
            Go back
          </Button>
          <Button type="submit" variant="danger" disabled={saving}>
            {words.action}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
