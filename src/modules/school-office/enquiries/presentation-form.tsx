import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm, useWatch } from 'react-hook-form';
import { Field } from '../../../components/form/field';
import { markProblems } from '../../../components/form/rule-checks';
import { LoadingButton } from '../../../components/loading-button';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useLeaveGuard } from '../../../engine/form/use-leave-guard';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { toApiError } from '../../../lib/api/api-error';
import { useRepeatSubmit } from '../../../lib/hooks/use-one-submit';
import { showDoneToast } from '../../../lib/messages/messages';
import { isOpenEnquiry, PRESENTATION_OUTCOMES, PRESENTATION_STATUS_LABELS } from '../domain/enquiry-rules';
import type { Enquiry, Presentation } from '../domain/enquiry-types';
import { FD_ROUTES } from '../domain/fd-routes';
import { useEnquiryRead, useEnquiryWrite } from './enquiry-api';
import {
  presentationRefusalField,
  presentationSchema,
  presentationValuesOf,
  type PresentationValues,
} from './presentation-form-values';

const STATUS_OPTIONS = Object.entries(PRESENTATION_STATUS_LABELS).map(([value, label]) => ({ value, label }));

/**
 * A presentation: booked for a family (prefilled from its enquiry), moved while scheduled, then done with its outcome
 * or cancelled.
 */
export function PresentationForm({
  presentation,
  from,
  onDone,
}: {
  presentation: Presentation | null;
  from: Enquiry | null;
  onDone: () => void;
}) {
  const id = useId();
  const creating = presentation === null;
  const enquiries = useEnquiryRead<Enquiry[]>(FD_ROUTES.calls, {});
  const form = useForm<PresentationValues>({
    resolver: zodResolver(presentationSchema(presentation?.scheduledDate ?? null)),
    defaultValues: presentationValuesOf(presentation, from),
  });
  const [enquiryNo, status] = useWatch({ control: form.control, name: ['enquiryNo', 'status'] });
  const [general, setGeneral] = useState<string | null>(null);
  const [finished, setFinished] = useState(false);
  const save = useEnquiryWrite(FD_ROUTES.savePresentation);
  const attempt = useSaveAttemptKey();
  const allowed = useScreenPermission();
  const { submit, saving } = useRepeatSubmit();
  const leaveQuestion = useLeaveGuard(!finished && form.formState.isDirty);
  useEffect(() => {
    if (finished) onDone();
  }, [finished, onDone]);
  // The select was given the enquiry before the list brought its option, and shows 'No enquiry': set it again.
  useEffect(() => {
    if (enquiries.data) form.setValue('enquiryNo', form.getValues('enquiryNo'));
  }, [form, enquiries.data]);
  // The open enquiries (and the one it follows, known before the list arrives).
  const listed = (enquiries.data ?? []).filter((one) => isOpenEnquiry(one.status) || one.enquiryNo === enquiryNo);
  const choices = from && !listed.some((one) => one.enquiryNo === from.enquiryNo) ? [from, ...listed] : listed;
  // Choosing the enquiry a presentation follows takes the family's details from it.
  const chooseEnquiry = (value: string) => {
    const chosen = choices.find((one) => one.enquiryNo === value);
    if (!chosen) return;
    form.setValue('parentName', chosen.parentName, { shouldDirty: true });
    form.setValue('childName', chosen.childName, { shouldDirty: true });
    form.setValue('phone', chosen.phone, { shouldDirty: true });
  };
  // An outcome belongs to a presentation done only.
  const chooseStatus = (value: string) => {
    if (value !== 'DONE') form.setValue('outcome', '', { shouldDirty: true });
  };
  const editable = presentation === null || presentation.status === 'SCHEDULED';
  const store = (draft: PresentationValues) => {
    setGeneral(null);
    void submit(async () => {
      const body = {
        header: { ...draft, presentationNo: presentation?.presentationNo ?? '' },
        traCheck: creating ? 1 : 2,
      };
      let presentationNo: string;
      try {
        presentationNo = String((await save.mutateAsync({ body, idempotencyKey: attempt.keyFor(body) })).seq ?? '');
      } catch (error) {
        const message = toApiError(error).message;
        const field = presentationRefusalField(message);
        if (field) markProblems(form, { [field]: message });
        else setGeneral(message);
        return;
      }
      attempt.saved();
      showDoneToast(`Presentation ${presentationNo} saved.`);
      setFinished(true);
    });
  };
  const send = form.handleSubmit(store, () => setGeneral(null));
  const canSave = editable && allowed(creating ? 'create' : 'modify');
  return (
    <section aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className="h3 mb-3">
        {creating
          ? 'Schedule a presentation'
          : `Presentation ${presentation.presentationNo}: ${PRESENTATION_STATUS_LABELS[presentation.status]}`}
      </h1>
      <Form noValidate onSubmit={(event) => void send(event)} style={{ maxWidth: '60rem' }}>
        {general && (
          <Alert variant="danger" role="alert">
            {general}
          </Alert>
        )}
        <fieldset disabled={!canSave}>
          <legend className="visually-hidden">The presentation</legend>
          <div className="d-flex flex-wrap gap-3">
            <Field
              form={form}
              name="enquiryNo"
              id={`${id}-enquiry`}
              label="Enquiry"
              choose="No enquiry"
              onChange={chooseEnquiry}
              options={choices.map((one) => ({ value: one.enquiryNo, label: `${one.enquiryNo} ${one.parentName}` }))}
            />
            <Field form={form} name="parentName" id={`${id}-parent`} label="Family" />
            <Field form={form} name="childName" id={`${id}-child`} label="Child" />
            <Field form={form} name="phone" id={`${id}-phone`} label="Mobile" type="tel" />
          </div>
          <div className="d-flex flex-wrap gap-3">
            <Field form={form} name="scheduledDate" id={`${id}-day`} label="Day" type="date" />
            <Field form={form} name="scheduledTime" id={`${id}-time`} label="Time" type="time" />
            <Field form={form} name="venue" id={`${id}-venue`} label="Venue" />
            <Field form={form} name="presenterName" id={`${id}-presenter`} label="Presented by" />
          </div>
          {!creating && (
            <div className="d-flex flex-wrap gap-3">
              <Field
                form={form}
                name="status"
                id={`${id}-status`}
                label="Status"
                choose={null}
                onChange={chooseStatus}
                options={STATUS_OPTIONS}
              />
              {status === 'DONE' && (
                <Field
                  form={form}
                  name="outcome"
                  id={`${id}-outcome`}
                  label="Outcome"
                  options={PRESENTATION_OUTCOMES}
                />
              )}
            </div>
          )}
          <Field form={form} name="notes" id={`${id}-notes`} label="Notes" type="textarea" rows={2} />
        </fieldset>
        <div className="d-flex flex-wrap gap-2">
          {canSave && (
            <LoadingButton loading={saving} loadingText="Saving">
              {creating ? 'Schedule' : 'Save'}
            </LoadingButton>
          )}
          <Button variant="outline-secondary" onClick={onDone}>
            Back to the list
          </Button>
        </div>
      </Form>
      {leaveQuestion}
    </section>
  );
}
