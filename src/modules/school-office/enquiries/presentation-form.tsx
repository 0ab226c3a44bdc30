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
import {
  isOpenEnquiry,
  PRESENTATION_OUTCOMES,
  PRESENTATION_STATUS_LABELS,
  presentationProblems,
  type PresentationField,
} from '../domain/enquiry-rules';
import type { Enquiry, Presentation, PresentationOutcome, PresentationStatus } from '../domain/enquiry-types';
import { FD_ROUTES } from '../domain/fd-routes';
import { useEnquiryRead, useEnquiryWrite } from './enquiry-api';
import { todayOf } from './enquiry-format';

type Draft = Pick<
  Presentation,
  | 'enquiryNo'
  | 'parentName'
  | 'childName'
  | 'phone'
  | 'scheduledDate'
  | 'scheduledTime'
  | 'venue'
  | 'presenterName'
  | 'notes'
> & { status: PresentationStatus; outcome: PresentationOutcome };

const WORDS: ReadonlyArray<[RegExp, PresentationField]> = [
  [/family/i, 'parentName'],
  [/mobile/i, 'phone'],
  [/day|past/i, 'scheduledDate'],
  [/time/i, 'scheduledTime'],
  [/where/i, 'venue'],
  [/outcome/i, 'outcome'],
];

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
  const [initial] = useState<Draft>(() => ({
    enquiryNo: presentation?.enquiryNo ?? from?.enquiryNo ?? '',
    parentName: presentation?.parentName ?? from?.parentName ?? '',
    childName: presentation?.childName ?? from?.childName ?? '',
    phone: presentation?.phone ?? from?.phone ?? '',
    scheduledDate: presentation?.scheduledDate ?? '',
    scheduledTime: presentation?.scheduledTime ?? '10:00',
    venue: presentation?.venue ?? 'Main building',
    presenterName: presentation?.presenterName ?? '',
    notes: presentation?.notes ?? '',
    status: presentation?.status ?? 'SCHEDULED',
    outcome: presentation?.outcome ?? '',
  }));
  const [draft, setDraft] = useState(initial);
  const [problems, setProblems] = useState<Partial<Record<PresentationField, string>>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [finished, setFinished] = useState(false);
  const save = useEnquiryWrite(FD_ROUTES.savePresentation);
  const attempt = useSaveAttemptKey();
  const allowed = useScreenPermission();
  const { submit, saving } = useRepeatSubmit();
  const leaveQuestion = useLeaveGuard(!finished && JSON.stringify(draft) !== JSON.stringify(initial));
  useEffect(() => {
    if (finished) onDone();
  }, [finished, onDone]);
  const set = (patch: Partial<Draft>) => setDraft((previous) => ({ ...previous, ...patch }));
  // The open enquiries (and the one it follows, known before the list arrives).
  const listed = (enquiries.data ?? []).filter((one) => isOpenEnquiry(one.status) || one.enquiryNo === draft.enquiryNo);
  const choices = from && !listed.some((one) => one.enquiryNo === from.enquiryNo) ? [from, ...listed] : listed;
  // Choosing the enquiry a presentation follows takes the family's details from it.
  const chooseEnquiry = (value: string) => {
    const chosen = choices.find((one) => one.enquiryNo === value);
    set({
      enquiryNo: value,
      ...(chosen ? { parentName: chosen.parentName, childName: chosen.childName, phone: chosen.phone } : {}),
    });
  };
  const editable = presentation === null || presentation.status === 'SCHEDULED';
  const send = () => {
    const found = presentationProblems(draft, todayOf(), presentation?.scheduledDate ?? null);
    setProblems(found);
    setGeneral(null);
    if (Object.keys(found).length > 0) return;
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
        const field = WORDS.find(([words]) => words.test(message))?.[1];
        if (field) setProblems({ [field]: message });
        else setGeneral(message);
        return;
      }
      attempt.saved();
      showDoneToast(`Presentation ${presentationNo} saved.`);
      setFinished(true);
    });
  };
  const canSave = editable && allowed(creating ? 'create' : 'modify');
  return (
    <section aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className="h3 mb-3">
        {creating
          ? 'Schedule a presentation'
          : `Presentation ${presentation.presentationNo}: ${PRESENTATION_STATUS_LABELS[presentation.status]}`}
      </h1>
      <Form noValidate onSubmit={(event) => (event.preventDefault(), send())} style={{ maxWidth: '60rem' }}>
        {general && (
          <Alert variant="danger" role="alert">
            {general}
          </Alert>
        )}
        <fieldset disabled={!canSave}>
          <legend className="visually-hidden">The presentation</legend>
          <div className="d-flex flex-wrap gap-3">
            <SelectField
              id={`${id}-enquiry`}
              label="Enquiry"
              placeholder="No enquiry"
              value={draft.enquiryNo}
              onChange={chooseEnquiry}
              options={choices.map((one) => ({ value: one.enquiryNo, label: `${one.enquiryNo} ${one.parentName}` }))}
            />
            <InputField
              id={`${id}-parent`}
              label="Family"
              value={draft.parentName}
              onChange={(parentName) => set({ parentName })}
              error={problems.parentName}
            />
            <InputField
              id={`${id}-child`}
              label="Child"
              value={draft.childName}
              onChange={(childName) => set({ childName })}
            />
            <InputField
              id={`${id}-phone`}
              label="Mobile"
              type="tel"
              value={draft.phone}
              onChange={(phone) => set({ phone })}
              error={problems.phone}
            />
          </div>
          <div className="d-flex flex-wrap gap-3">
            <InputField
              id={`${id}-day`}
              label="Day"
              type="date"
              value={draft.scheduledDate}
              onChange={(scheduledDate) => set({ scheduledDate })}
              error={problems.scheduledDate}
            />
            <InputField
              id={`${id}-time`}
              label="Time"
              type="time"
              value={draft.scheduledTime}
              onChange={(scheduledTime) => set({ scheduledTime })}
              error={problems.scheduledTime}
            />
            <InputField
              id={`${id}-venue`}
              label="Venue"
              value={draft.venue}
              onChange={(venue) => set({ venue })}
              error={problems.venue}
            />
            <InputField
              id={`${id}-presenter`}
              label="Presented by"
              value={draft.presenterName}
              onChange={(presenterName) => set({ presenterName })}
            />
          </div>
          {!creating && (
            <div className="d-flex flex-wrap gap-3">
              <SelectField
                id={`${id}-status`}
                label="Status"
                placeholder={false}
                value={draft.status}
                onChange={(status) =>
                  set({ status: status as PresentationStatus, ...(status === 'DONE' ? {} : { outcome: '' }) })
                }
                options={Object.entries(PRESENTATION_STATUS_LABELS).map(([value, label]) => ({ value, label }))}
              />
              {draft.status === 'DONE' && (
                <SelectField
                  id={`${id}-outcome`}
                  label="Outcome"
                  value={draft.outcome}
                  onChange={(outcome) => set({ outcome: outcome as PresentationOutcome })}
                  error={problems.outcome}
                  options={PRESENTATION_OUTCOMES}
                />
              )}
            </div>
          )}
          <TextAreaField
            id={`${id}-notes`}
            label="Notes"
            rows={2}
            value={draft.notes}
            onChange={(notes) => set({ notes })}
          />
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
