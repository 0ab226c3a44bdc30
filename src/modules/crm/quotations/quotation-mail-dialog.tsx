import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { LoadingButton } from '../../../components/loading-button';
import { toApiError } from '../../../lib/api/api-error';
import { showDoneToast } from '../../../lib/messages/messages';
import { useMailCrmQuotation } from './quotation-api';
import type { CrmQuotationHeader } from './quotation-types';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Mail a quotation (ours, transaction 9): the party's address to start with, checked here and by the server. */
export function QuotationMailDialog({ quotation, onClose }: { quotation: CrmQuotationHeader; onClose: () => void }) {
  const [address, setAddress] = useState(quotation.email ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const mail = useMailCrmQuotation();
  const titleId = useId();
  const send = () => {
    if (mail.isPending) return;
    setRefusal(null);
    if (!EMAIL.test(address.trim())) {
      setProblem('Give an e-mail address, e.g. purchase@example.in');
      return;
    }
    setProblem(null);
    mail.mutate(
      { recordId: quotation.recordId, address: address.trim() },
      {
        onSuccess: () => {
          showDoneToast(`Quotation ${quotation.seq} mailed to ${address.trim()}.`);
          onClose();
        },
        onError: (error) => setRefusal(toApiError(error).message),
      },
    );
  };
  return (
    <Modal show onHide={onClose} aria-labelledby={titleId}>
      <Form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
      >
        <Modal.Header closeButton>
          <Modal.Title id={titleId}>{`Mail quotation ${quotation.seq}`}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {refusal && (
            <Alert variant="danger" role="alert">
              {refusal}
            </Alert>
          )}
          <Form.Group controlId="crm-quotation-mail-to">
            <Form.Label>Send to (e-mail)</Form.Label>
            <Form.Control
              type="email"
              value={address}
              isInvalid={!!problem}
              onChange={(event) => setAddress(event.target.value)}
            />
            <Form.Control.Feedback type="invalid">{problem}</Form.Control.Feedback>
          </Form.Group>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onClose}>
            Cancel
          </Button>
          <LoadingButton loading={mail.isPending} loadingText="Sending">
            Send
          </LoadingButton>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
