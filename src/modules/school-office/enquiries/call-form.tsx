import { useEffect, useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { InputField, SelectField, TextAreaField } from '../../../components/form/controlled-fields';
import { LoadingButton } from '../../../components/loading-button';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useLeaveGuard } from '../../../engine/form/use-leave-guard';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { toApiError } from '../../../lib/api/api-error';
import { useRepeatSubmit } from '../../../lib/hooks/use-one-submit';
import { showDoneToast } from '../../../lib/messages/messages';
import { enquiryProblems, enquiryRefusalField, type EnquiryProblems } from '../domain/enquiry-rules';
import type { Enquiry } from '../domain/enquiry-types';
import { FD_ROUTES } from '../domain/fd-routes';
import { useEnquiryWrite, type CallRequirements } from './enquiry-api';
import { todayOf, useAboutLabel } from './enquiry-format';

type Draft = Pick<
  Enquiry,
  'parentName' | 'childName' | 'phone' | 'email' | 'classSought' | 'followUpDate' | 'remarks'
> & { source: string };

const draftOf = (enquiry: Enquiry | null): Draft => ({
  parentName: enquiry?.parentName ?? '',
  childName: enquiry?.childName ?? '',
  phone: enquiry?.phone ?? '',
  email: enquiry?.email ?? '',
  classSought: enquiry?.classSought ?? '',
  source: enquiry?.source ?? '',
  followUpDate: enquiry?.followUpDate ?? '',
  remarks: enquiry?.remarks ?? '',
});

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
  const [initial, setInitial] = useState(() => draftOf(enquiry));
  const [draft, setDraft] = useState(initial);
  const [problems, setProblems] = useState<EnquiryProblems>({});
  const [general, setGeneral] = useState<string | null>(null);
  const save = useEnquiryWrite(FD_ROUTES.saveCall);
  const attempt = useSaveAttemptKey();
  const allowed = useScreenPermission();
  const { submit, saving } = useRepeatSubmit();
  // A new enquiry once saved opens in its view (after this render, so leaving asks nothing).
  const [created, setCreated] = useState<string | null>(null);
  const dirty = created === null && JSON.stringify(draft) !== JSON.stringify(initial);
  const leaveQuestion = useLeaveGuard(!onDirty && dirty);
  useEffect(() => {
    onDirty?.(dirty);
  }, [dirty, onDirty]);
  useEffect(() => {
    if (created !== null) onSaved?.(created);
  }, [created, onSaved]);
  const set = (patch: Partial<Draft>) => setDraft((previous) => ({ ...previous, ...patch }));
  const send = () => {
    const keepsDate = !creating && draft.followUpDate === enquiry.followUpDate;
    const found = enquiryProblems(keepsDate ? { ...draft, followUpDate: '' } : draft, todayOf(), school);
    setProblems(found);
    setGeneral(null);
    if (Object.keys(found).length > 0) return;
    void submit(async () => {
      const body = { header: { ...draft, enquiryNo: enquiry?.enquiryNo ?? '' }, lines: [], traCheck: creating ? 1 : 2 };
      let enquiryNo: string;
      try {
        enquiryNo = String((await save.mutateAsync({ body, idempotencyKey: attempt.keyFor(body) })).seq ?? '');
      } catch (error) {
        const message = toApiError(error).message;
        const field = enquiryRefusalField(message);
        if (field) setProblems({ [field]: message });
        else setGeneral(message);
        return;
      }
      attempt.saved();
      showDoneToast(`Enquiry ${enquiryNo} saved.`);
      if (creating) setCreated(enquiryNo);
      else setInitial(draft);
    });
  };
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
      <Form noValidate onSubmit={(event) => (event.preventDefault(), send())} style={{ maxWidth: '60rem' }}>
        {general && (
          <Alert variant="danger" role="alert">
            {general}
          </Alert>
        )}
        <div className="d-flex flex-wrap gap-3">
          <InputField
            id={`${id}-parent`}
            label={school ? 'Parent’s name' : 'Name'}
            value={draft.parentName}
            onChange={(parentName) => set({ parentName })}
            error={problems.parentName}
          />
          <InputField
            id={`${id}-phone`}
            label="Mobile"
            type="tel"
            value={draft.phone}
            onChange={(phone) => set({ phone })}
            error={problems.phone}
          />
          <InputField
            id={`${id}-email`}
            label="Email"
            type="email"
            value={draft.email}
            onChange={(email) => set({ email })}
            error={problems.email}
          />
        </div>
        <div className="d-flex flex-wrap gap-3">
          {school && (
            <InputField
              id={`${id}-child`}
              label="Child’s name"
              value={draft.childName}
              onChange={(childName) => set({ childName })}
              error={problems.childName}
            />
          )}
          {offered.length > 0 ? (
            <SelectField
              id={`${id}-about`}
              label={about}
              value={draft.classSought}
              onChange={(classSought) => set({ classSought })}
              error={problems.classSought}
              options={offered}
            />
          ) : (
            <InputField
              id={`${id}-about`}
              label={about}
              value={draft.classSought}
              onChange={(classSought) => set({ classSought })}
              error={problems.classSought}
            />
          )}
          <SelectField
            id={`${id}-source`}
            label="Source"
            value={draft.source}
            onChange={(source) => set({ source })}
            error={problems.source}
            options={requirements.sources}
          />
          <InputField
            id={`${id}-follow`}
            label="Follow-up date"
            type="date"
            value={draft.followUpDate}
            onChange={(followUpDate) => set({ followUpDate })}
            error={problems.followUpDate}
          />
        </div>
        <TextAreaField
          id={`${id}-notes`}
          label="Notes"
          rows={2}
          value={draft.remarks}
          onChange={(remarks) => set({ remarks })}
        />
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
