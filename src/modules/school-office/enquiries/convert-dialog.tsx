import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useForm } from 'react-hook-form';
import { Field } from '../../../components/form/field';
import { markProblems } from '../../../components/form/rule-checks';
import { LoadingButton } from '../../../components/loading-button';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { toApiError } from '../../../lib/api/api-error';
import { useOneSubmit } from '../../../lib/hooks/use-one-submit';
import { showDoneToast } from '../../../lib/messages/messages';
import type { Enquiry } from '../domain/enquiry-types';
import { FD_ROUTES } from '../domain/fd-routes';
import { STANDARDS } from '../../../kits/school/school-year';
import {
  PUPIL_LABELS as LABELS,
  pupilRefusalField,
  pupilSchema,
  pupilValuesOf,
  type PupilValues,
} from './convert-dialog-values';
import { useEnquiryWrite } from './enquiry-api';

const CLASSES = STANDARDS.map((value) => ({ value, label: value }));
const SECTIONS = ['A', 'B', 'C', 'D'].map((value) => ({ value, label: value }));
const GENDERS = [
  { value: 'M', label: 'Boy' },
  { value: 'F', label: 'Girl' },
  { value: 'O', label: 'Other' },
];

/**
 * Converts an enquiry to an admission: the pupil's master record, prefilled from the enquiry, takes the next ADM
 * number; the fields the enquiry did not have (gender, date of birth) are asked. A refusal is shown beside its field.
 */
export function ConvertDialog({ enquiry, onClose }: { enquiry: Enquiry; onClose: () => void }) {
  const id = useId();
  const form = useForm<PupilValues>({ resolver: zodResolver(pupilSchema), defaultValues: pupilValuesOf(enquiry) });
  const [general, setGeneral] = useState<string | null>(null);
  const save = useEnquiryWrite(FD_ROUTES.convertCall);
  const attempt = useSaveAttemptKey();
  const { submit, saving } = useOneSubmit();
  const admit = (pupil: PupilValues) => {
    setGeneral(null);
    void submit(async () => {
      const body = { recordId: enquiry.enquiryNo, header: pupil };
      let admissionNo: string;
      try {
        admissionNo = String((await save.mutateAsync({ body, idempotencyKey: attempt.keyFor(body) })).seq ?? '');
      } catch (error) {
        const message = toApiError(error).message;
        const field = pupilRefusalField(message);
        if (field) markProblems(form, { [field]: message });
        else setGeneral(message);
        throw error;
      }
      showDoneToast(`${pupil.name} admitted as ${admissionNo}.`);
      onClose();
    });
  };
  const send = form.handleSubmit(admit, () => setGeneral(null));
  return (
    <Modal show onHide={onClose} aria-labelledby={`${id}-title`} centered size="lg">
      <Form noValidate onSubmit={(event) => void send(event)}>
        <Modal.Header closeButton>
          <Modal.Title id={`${id}-title`} className="h5">
            Convert {enquiry.enquiryNo} to admission
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p>The pupil joins the students master with the next admission number.</p>
          {general && (
            <Alert variant="danger" role="alert">
              {general}
            </Alert>
          )}
          <div className="d-flex flex-wrap gap-3">
            <Field form={form} name="name" id={`${id}-name`} label={LABELS.name} />
            <Field form={form} name="className" id={`${id}-class`} label={LABELS.className} options={CLASSES} />
            <Field
              form={form}
              name="section"
              id={`${id}-section`}
              label={LABELS.section}
              options={SECTIONS}
              choose={null}
            />
          </div>
          <div className="d-flex flex-wrap gap-3">
            <Field form={form} name="gender" id={`${id}-gender`} label={LABELS.gender} options={GENDERS} />
            <Field form={form} name="dateOfBirth" id={`${id}-dob`} label={LABELS.dateOfBirth} type="date" />
          </div>
          <div className="d-flex flex-wrap gap-3">
            <Field form={form} name="parentName" id={`${id}-parent`} label={LABELS.parentName} />
            <Field form={form} name="phone" id={`${id}-phone`} label={LABELS.phone} type="tel" />
            <Field form={form} name="email" id={`${id}-email`} label={LABELS.email} type="email" />
          </div>
          <Field form={form} name="address" id={`${id}-address`} label={LABELS.address} />
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onClose}>
            Cancel
          </Button>
          <LoadingButton loading={saving} loadingText="Admitting">
            Admit the pupil
          </LoadingButton>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
