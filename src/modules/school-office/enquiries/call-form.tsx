import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { Field } from '../../../components/form/field';
import { markProblems } from '../../../components/form/rule-checks';
import { LoadingButton } from '../../../components/loading-button';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useLeaveGuard } from '../../../engine/form/use-leave-guard';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { toApiError } from '../../../lib/api/api-error';
import { useRepeatSubmit } from '../../../lib/hooks/use-one-submit';
import { showDoneToast } from '../../../lib/messages/messages';
import { enquiryRefusalField } from '../domain/enquiry-rules';
import type { Enquiry } from '../domain/enquiry-types';
import { FD_ROUTES } from '../domain/fd-routes';
import { callSchema, callValuesOf, type CallValues } from './call-form-values';
import { useEnquiryWrite, type CallRequirements } from './enquiry-api';
import { useAboutLabel } from './enquiry-format';

interface Props {
  requirements: CallRequirements;
  /** null: a new enquiry (its own screen); else the open enquiry being corrected (inside its view). */
  enquiry: Enquiry | null;
  onDone: () => void;
  onSaved?: (enquiryNo: string) => void;
  /** Inside the enquiry's view, which asks before leaving for all its forms (the router keeps one question). */
  onDirty?: (dirty: boolean) => void;
}

/** An enquiry's details: who enquired, the child, the class sought (or interest), the source and the next follow-up. */
export function CallForm({ requirements, enquiry, onDone, onSaved, onDirty }: Props) {
  const id = useId();
  const creating = enquiry === null;
  const { school, about } = useAboutLabel();
  const form = useForm<CallValues>({
    resolver: zodResolver(callSchema(school, creating ? null : enquiry.followUpDate)),
    defaultValues: callValuesOf(enquiry),
  });
  const [general, setGeneral] = useState<string | null>(null);
  const save = useEnquiryWrite(FD_ROUTES.saveCall);
  const attempt = useSaveAttemptKey();
  const allowed = useScreenPermission();
  const { submit, saving } = useRepeatSubmit();
  // A new enquiry once saved opens in its view (after this render, so leaving asks nothing).
  const [created, setCreated] = useState<string | null>(null);
  const dirty = created === null && form.formState.isDirty;
  const leaveQuestion = useLeaveGuard(!onDirty && dirty);
  useEffect(() => {
    onDirty?.(dirty);
  }, [dirty, onDirty]);
  useEffect(() => {
    if (created !== null) onSaved?.(created);
  }, [created, onSaved]);
  const store = (draft: CallValues) => {
    setGeneral(null);
    void submit(async () => {
      const body = { header: { ...draft, enquiryNo: enquiry?.enquiryNo ?? '' }, lines: [], traCheck: creating ? 1 : 2 };
      let enquiryNo: string;
      try {
        enquiryNo = String((await save.mutateAsync({ body, idempotencyKey: attempt.keyFor(body) })).seq ?? '');
      } catch (error) {
        const message = toApiError(error).message;
        const field = enquiryRefusalField(message);
        if (field) markProblems(form, { [field]: message });
        else setGeneral(message);
        return;
      }
      attempt.saved();
      showDoneToast(`Enquiry ${enquiryNo} saved.`);
      if (creating) setCreated(enquiryNo);
      else form.reset(draft);
    });
  };
  const send = form.handleSubmit(store, () => setGeneral(null));
  const canSave = allowed(creating ? 'create' : 'modify');
  const offered = requirements.offered.map((value) => ({ value, label: value }));
  return (
    <section aria-labelledby={`${id}-title`}>
      {creating ? (
        <h1 id={`${id}-title`} className="h3 mb-3">
          New enquiry
        </h1>
      ) : (
        <h2 id={`${id}-title`} className="h5 mb-3">
          Details
        </h2>
      )}
      <Form noValidate onSubmit={(event) => void send(event)} style={{ maxWidth: '60rem' }}>
        {general && (
          <Alert variant="danger" role="alert">
            {general}
          </Alert>
        )}
        <div className="d-flex flex-wrap gap-3">
          <Field form={form} name="parentName" id={`${id}-parent`} label={school ? 'Parent’s name' : 'Name'} />
          <Field form={form} name="phone" id={`${id}-phone`} label="Mobile" type="tel" />
          <Field form={form} name="email" id={`${id}-email`} label="Email" type="email" />
        </div>
        <div className="d-flex flex-wrap gap-3">
          {school && <Field form={form} name="childName" id={`${id}-child`} label="Child’s name" />}
          <Field
            form={form}
            name="classSought"
            id={`${id}-about`}
            label={about}
            options={offered.length > 0 ? offered : undefined}
          />
          <Field form={form} name="source" id={`${id}-source`} label="Source" options={requirements.sources} />
          <Field form={form} name="followUpDate" id={`${id}-follow`} label="Follow-up date" type="date" />
        </div>
        <Field form={form} name="remarks" id={`${id}-notes`} label="Notes" type="textarea" rows={2} />
        <div className="d-flex flex-wrap gap-2">
          {canSave && (
            <LoadingButton loading={saving} loadingText="Saving">
              {creating ? 'Save enquiry' : 'Save changes'}
            </LoadingButton>
          )}
          {creating && (
            <Button variant="outline-secondary" onClick={onDone}>
              Back to the list
            </Button>
          )}
        </div>
      </Form>
      {leaveQuestion}
    </section>
  );
}
