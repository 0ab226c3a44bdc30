import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { Field } from '../../../../components/form/field';
import { TitledForm } from '../../../../components/form/titled-form';
import { LoadingButton } from '../../../../components/loading-button';
import { useSaveAttemptKey } from '../../../../engine/form/save-attempt-key';
import { useLeaveGuard } from '../../../../engine/form/use-leave-guard';
import { useScreenPermission } from '../../../../engine/use-screen-permission';
import type { HRD_RECRUIT_CONTRACT } from '../../../../lib/contract/hrd-recruit-contract';
import { useRepeatSubmit } from '../../../../lib/hooks/use-one-submit';
import { showDoneToast } from '../../../../lib/messages/messages';
import { formatDate } from '../../../../lib/format/date-format';
import type { BodyOf } from '../../../../lib/contract/contract-route';
import { HRD_ROUTES } from '../../domain/hrd-routes';
import type { InterviewRow } from '../../domain/recruit-types';
import { useRecruitWrite } from '../shared/recruit-api';
import { todayOf } from '../shared/recruit-format';
import { RefusalAlert } from '../../../../components/form/form-actions';
import {
  appointmentSchema,
  initialLines,
  toAppointments,
  type AppointmentValues,
  type Candidate,
} from './appoint-interview-values';

const RESULT = ['Result awaited', 'Passed', 'Failed'] as const;
const STATUSES = [
  { value: '1', label: 'Appoint' },
  { value: '2', label: 'Do not appoint' },
];

/**
 * One open interview's appointments: each candidate who passed appointed (last date to join, pay offered) or not; the
 * others not appointed.
 */
export function AppointInterview({
  interview,
  candidates,
  panel,
}: {
  interview: InterviewRow;
  candidates: Candidate[];
  panel: string;
}) {
  const id = useId();
  const form = useForm<AppointmentValues>({
    resolver: zodResolver(appointmentSchema(candidates, todayOf)),
    defaultValues: { lines: initialLines(candidates, todayOf()) },
  });
  const { fields } = useFieldArray({ control: form.control, name: 'lines', keyName: 'key' });
  const lines = useWatch({ control: form.control, name: 'lines' });
  const save = useRecruitWrite(HRD_ROUTES.setAppointment);
  const attempt = useSaveAttemptKey();
  const allowed = useScreenPermission();
  const { submit, saving, failure } = useRepeatSubmit();
  const [saved, setSaved] = useState(false);
  const leaveQuestion = useLeaveGuard(!saved && form.formState.isDirty);
  const awaited = candidates.filter((one) => one.result === 0).length;
  const send = form.handleSubmit((values) =>
    submit(async () => {
      // The contract's body: the interview and its candidates' appointments, no traCheck.
      const body: BodyOf<typeof HRD_RECRUIT_CONTRACT.setAppointment> = {
        header: { recordId: interview.recordId },
        candidates: toAppointments(candidates, values.lines),
      };
      await save.mutateAsync({ body, idempotencyKey: attempt.keyFor(body) });
      attempt.saved();
      setSaved(true);
      showDoneToast(`Appointments of interview ${interview.seq} recorded.`);
    }),
  );
  return (
    <TitledForm
      title={`Interview ${interview.seq}: ${interview.designationName}, ${formatDate(interview.interviewDate)}`}
      onSubmit={send}
      className="border rounded p-3 mb-4"
    >
      <p className="small mb-2">Panel: {panel || 'none named'}</p>
      <RefusalAlert text={failure} />
      {awaited > 0 && (
        <p className="text-danger">
          {awaited} candidate(s) still await a result: give every result in the interview before recording appointments.
        </p>
      )}
      {candidates.map((one) => {
        const name = [one.nameOfCandidate, one.surName].filter(Boolean).join(' ');
        const index = fields.findIndex((line) => line.resumeId === one.resumeId);
        return (
          <div key={one.resumeId} className="border-bottom py-2">
            <p className="mb-1">
              <strong>{name}</strong> ({one.seq}): {RESULT[one.result]}
              {one.interviewerComments ? `: ${one.interviewerComments}` : ''}
            </p>
            {index >= 0 && (
              <div className="d-flex flex-wrap gap-3">
                <Field
                  form={form}
                  name={`lines.${index}.status`}
                  id={`${id}-status-${one.resumeId}`}
                  label={`Appoint ${name}?`}
                  choose={null}
                  options={STATUSES}
                />
                {lines[index]?.status === '1' && (
                  <>
                    <Field
                      form={form}
                      name={`lines.${index}.maxDateToJoin`}
                      id={`${id}-join-${one.resumeId}`}
                      label={`Last date to join for ${name}`}
                      type="date"
                    />
                    <Field
                      form={form}
                      name={`lines.${index}.offeredPay`}
                      id={`${id}-pay-${one.resumeId}`}
                      label={`Monthly pay offered to ${name}`}
                      type="money"
                    />
                  </>
                )}
                <Field
                  form={form}
                  name={`lines.${index}.comments`}
                  id={`${id}-comments-${one.resumeId}`}
                  label={`Comments on ${name}`}
                />
              </div>
            )}
          </div>
        );
      })}
      {allowed('create') && awaited === 0 && (
        <LoadingButton className="mt-3" loading={saving} loadingText="Saving">
          Record appointments of {interview.seq}
        </LoadingButton>
      )}
      {leaveQuestion}
    </TitledForm>
  );
}
