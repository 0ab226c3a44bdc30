import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { InputField, SelectField } from '../../../components/form/controlled-fields';
import { LoadingButton } from '../../../components/loading-button';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { toApiError } from '../../../lib/api/api-error';
import { useOneSubmit } from '../../../lib/hooks/use-one-submit';
import { showDoneToast } from '../../../lib/messages/messages';
import type { Enquiry } from '../domain/enquiry-types';
import { FD_ROUTES } from '../domain/fd-routes';
import { STANDARDS } from '../../../kits/school/school-year';
import { useEnquiryWrite } from './enquiry-api';

const LABELS = {
  name: 'Name',
  className: 'Class',
  section: 'Section',
  gender: 'Gender',
  dateOfBirth: 'Date of birth',
  parentName: 'Parent or guardian',
  phone: 'Parent mobile',
  email: 'Parent email',
  address: 'Address',
} as const;
type Field = keyof typeof LABELS;
type Pupil = Record<Field, string>;

const REQUIRED: readonly Field[] = ['name', 'className', 'section', 'gender', 'dateOfBirth', 'parentName', 'phone'];

/**
 * Converts an enquiry to an admission: the pupil's master record, prefilled from the enquiry, takes the next ADM
 * number; the fields the enquiry did not have (gender, date of birth) are asked. A refusal is shown beside its field.
 */
export function ConvertDialog({ enquiry, onClose }: { enquiry: Enquiry; onClose: () => void }) {
  const id = useId();
  const [pupil, setPupil] = useState<Pupil>({
    name: enquiry.childName,
    className: (STANDARDS as readonly string[]).includes(enquiry.classSought) ? enquiry.classSought : '',
    section: 'A',
    gender: '',
    dateOfBirth: '',
    parentName: enquiry.parentName,
    phone: enquiry.phone,
    email: enquiry.email,
    address: '',
  });
  const [problems, setProblems] = useState<Partial<Pupil>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const save = useEnquiryWrite(FD_ROUTES.convertCall);
  const attempt = useSaveAttemptKey();
  const { submit, saving } = useOneSubmit();
  const set = (patch: Partial<Pupil>) => setPupil((previous) => ({ ...previous, ...patch }));
  const send = () => {
    const found: Partial<Pupil> = {};
    for (const field of REQUIRED)
      if (pupil[field].trim() === '') found[field] = `Give the ${LABELS[field].toLowerCase()}.`;
    setProblems(found);
    setGeneral(null);
    if (Object.keys(found).length > 0) return;
    void submit(async () => {
      const body = { recordId: enquiry.enquiryNo, header: pupil };
      let admissionNo: string;
      try {
        admissionNo = String((await save.mutateAsync({ body, idempotencyKey: attempt.keyFor(body) })).seq ?? '');
      } catch (error) {
        const message = toApiError(error).message;
        const field = (Object.keys(LABELS) as Field[]).find((one) => message.startsWith(`${LABELS[one]}:`));
        if (field) setProblems({ [field]: message });
        else setGeneral(message);
        throw error;
      }
      showDoneToast(`${pupil.name} admitted as ${admissionNo}.`);
      onClose();
    });
  };
  return (
    <Modal show onHide={onClose} aria-labelledby={`${id}-title`} centered size="lg">
      <Form noValidate onSubmit={(event) => (event.preventDefault(), send())}>
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
            <InputField
              id={`${id}-name`}
              label={LABELS.name}
              value={pupil.name}
              onChange={(name) => set({ name })}
              error={problems.name}
            />
            <SelectField
              id={`${id}-class`}
              label={LABELS.className}
              value={pupil.className}
              onChange={(className) => set({ className })}
              error={problems.className}
              options={STANDARDS.map((value) => ({ value, label: value }))}
            />
            <SelectField
              id={`${id}-section`}
              label={LABELS.section}
              placeholder={false}
              value={pupil.section}
              onChange={(section) => set({ section })}
              error={problems.section}
              options={['A', 'B', 'C', 'D'].map((value) => ({ value, label: value }))}
            />
          </div>
          <div className="d-flex flex-wrap gap-3">
            <SelectField
              id={`${id}-gender`}
              label={LABELS.gender}
              value={pupil.gender}
              onChange={(gender) => set({ gender })}
              error={problems.gender}
              options={[
                { value: 'M', label: 'Boy' },
                { value: 'F', label: 'Girl' },
                { value: 'O', label: 'Other' },
              ]}
            />
            <InputField
              id={`${id}-dob`}
              label={LABELS.dateOfBirth}
              type="date"
              value={pupil.dateOfBirth}
              onChange={(dateOfBirth) => set({ dateOfBirth })}
              error={problems.dateOfBirth}
            />
          </div>
          <div className="d-flex flex-wrap gap-3">
            <InputField
              id={`${id}-parent`}
              label={LABELS.parentName}
              value={pupil.parentName}
              onChange={(parentName) => set({ parentName })}
              error={problems.parentName}
            />
            <InputField
              id={`${id}-phone`}
              label={LABELS.phone}
              type="tel"
              value={pupil.phone}
              onChange={(phone) => set({ phone })}
              error={problems.phone}
            />
            <InputField
              id={`${id}-email`}
              label={LABELS.email}
              type="email"
              value={pupil.email}
              onChange={(email) => set({ email })}
              error={problems.email}
            />
          </div>
          <InputField
            id={`${id}-address`}
            label={LABELS.address}
            value={pupil.address}
            onChange={(address) => set({ address })}
            error={problems.address}
          />
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
