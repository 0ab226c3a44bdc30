import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useForm } from 'react-hook-form';
import * as z from 'zod';
import { Field } from '../../../components/form/field';
import { LoadingButton } from '../../../components/loading-button';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { useOneSubmit } from '../../../lib/hooks/use-one-submit';
import { showDoneToast } from '../../../lib/messages/messages';
import { type PanelBed } from '../domain/room-panel-types';
import { HOSTEL_ENDPOINTS as API } from '../domain/hostel-endpoints';
import { useHostelWrite } from '../shared/hostel-write';

/** Taking a bed out of service needs the reason; bringing it back needs nothing. */
const schemaFor = (outOfService: boolean) =>
  z.object({
    reason: outOfService ? z.string() : z.string().refine((reason) => reason.trim() !== '', 'Give the reason'),
  });

/** A bed's service: a vacant bed out of service with a reason, or one out of service on its own back in service. */
export function BedStatusDialog({ bed, bedLabel, onClose }: { bed: PanelBed; bedLabel: string; onClose: () => void }) {
  const id = useId();
  const allowed = useScreenPermission();
  const outOfService = bed.state === 'OUT_OF_SERVICE';
  const form = useForm<{ reason: string }>({
    resolver: zodResolver(schemaFor(outOfService)),
    defaultValues: { reason: '' },
  });
  const save = useHostelWrite(API.bedStatus);
  const attempt = useSaveAttemptKey();
  const { submit, saving, failure } = useOneSubmit();
  const send = form.handleSubmit(({ reason }) =>
    submit(async () => {
      const body = { header: { bedId: bed.bedId, outOfService: !outOfService, reason: reason.trim() } };
      await save.mutateAsync({ body, idempotencyKey: attempt.keyFor(body) });
      attempt.saved();
      showDoneToast(`${bedLabel} is ${outOfService ? 'back in service' : 'out of service'}.`);
      onClose();
    }),
  );
  return (
    <Modal show onHide={onClose} aria-labelledby={`${id}-title`} centered>
      <Modal.Header closeButton>
        <Modal.Title id={`${id}-title`} className="h5">
          {bedLabel}
        </Modal.Title>
      </Modal.Header>
      <Form noValidate onSubmit={(event) => void send(event)}>
        <Modal.Body>
          {failure && (
            <Alert variant="danger" role="alert">
              {failure}
            </Alert>
          )}
          {outOfService && <p>Out of service: {bed.reason}.</p>}
          {outOfService && !bed.ownStatus && (
            <p>The whole room is under maintenance: its status is kept under Hostels, Rooms.</p>
          )}
          {!outOfService && allowed('modify') && (
            <Field form={form} name="reason" id={`${id}-reason`} label="Reason it is out of service" />
          )}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onClose}>
            Close
          </Button>
          {allowed('modify') && (!outOfService || bed.ownStatus) && (
            <LoadingButton loading={saving} loadingText="Saving" variant={outOfService ? 'success' : 'secondary'}>
              {outOfService ? 'Put back in service' : 'Put out of service'}
            </LoadingButton>
          )}
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
