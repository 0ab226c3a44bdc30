import { useId, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { LoadingButton } from '../../../../components/loading-button';
import { useSaveAttemptKey } from '../../../../engine/form/save-attempt-key';
import { useLeaveGuard } from '../../../../engine/form/use-leave-guard';
import { useScreenPermission } from '../../../../engine/use-screen-permission';
import { useRepeatSubmit } from '../../../../lib/hooks/use-one-submit';
import { showDoneToast } from '../../../../lib/messages/messages';
import { parseMoney } from '../../../../lib/money/money-parse';
import { fromPaise } from '../../../../lib/money/money';
import { formatDate } from '../../../../lib/format/date-format';
import { HRD_ROUTES } from '../../domain/hrd-routes';
import { appointmentProblems, type AppointmentInput } from '../../domain/recruit-appointment';
import { addDays } from '../../domain/recruit-dates';
import type { Problems } from '../../domain/recruit-resume';
import type { AppointmentListAnswer, InterviewRow } from '../../domain/recruit-types';
import { InputField, SelectField } from '../../../../components/form/controlled-fields';
import { useRecruitWrite } from '../shared/recruit-api';
import { todayOf } from '../shared/recruit-format';
import { RefusalAlert } from '../shared/refusal-alert';

type Candidate = AppointmentListAnswer['candidates'][number];
interface Line {
  status: string;
  maxDateToJoin: string;
  offeredPay: string;
  comments: string;
}
const RESULT = ['Result awaited', 'Passed', 'Failed'] as const;

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
  const passed = candidates.filter((one) => one.result === 1);
  const [initial] = useState(() =>
    Object.fromEntries(
      passed.map((one): [number, Line] => [
        one.resumeId,
        {
          status: '1',
          maxDateToJoin: addDays(todayOf(), 15),
          offeredPay: String(one.expectedSalary || ''),
          comments: '',
        },
      ]),
    ),
  );
  const [lines, setLines] = useState(initial);
  const [problems, setProblems] = useState<Problems>({});
  const save = useRecruitWrite(HRD_ROUTES.setAppointment);
  const attempt = useSaveAttemptKey();
  const allowed = useScreenPermission();
  const { submit, saving, failure } = useRepeatSubmit();
  const [saved, setSaved] = useState(false);
  const leaveQuestion = useLeaveGuard(!saved && JSON.stringify(lines) !== JSON.stringify(initial));
  const awaited = candidates.filter((one) => one.result === 0).length;
  const patch = (resumeId: number, change: Partial<Line>) =>
    setLines((previous) => ({ ...previous, [resumeId]: { ...previous[resumeId]!, ...change } }));
  const send = () => {
    const input: AppointmentInput[] = candidates.map((one) => {
      const line = lines[one.resumeId];
      if (!line)
        return {
          resumeId: one.resumeId,
          appointmentStatus: 2,
          maxDateToJoin: '',
          appointmentComments: '',
          offeredPay: 0,
        };
      const pay = parseMoney(line.offeredPay, { allowNegative: false });
      return {
        resumeId: one.resumeId,
        appointmentStatus: Number(line.status),
        maxDateToJoin: line.maxDateToJoin,
        appointmentComments: line.comments.trim(),
        offeredPay: pay.ok ? fromPaise(pay.paise) : Number.NaN,
      };
    });
    const found = appointmentProblems({ candidates }, input, todayOf());
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    void submit(async () => {
      const body = { header: { recordId: interview.recordId }, candidates: input, traCheck: 1 };
      await save.mutateAsync({ body, idempotencyKey: attempt.keyFor(body) });
      attempt.saved();
      setSaved(true);
      showDoneToast(`Appointments of interview ${interview.seq} recorded.`);
    });
  };
  return (
    <Form
      noValidate
      className="border rounded p-3 mb-4"
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => (event.preventDefault(), send())}
    >
      <h2 id={`${id}-title`} className="h5">
        Interview {interview.seq}: {interview.designationName}, {formatDate(interview.interviewDate)}
      </h2>
      <p className="small mb-2">Panel: {panel || 'none named'}</p>
      <RefusalAlert text={failure} />
      {awaited > 0 && (
        <p className="text-danger">
          {awaited} candidate(s) still await a result: give every result in the interview before recording appointments.
        </p>
      )}
      {candidates.map((one) => {
        const name = [one.nameOfCandidate, one.surName].filter(Boolean).join(' ');
        const line = lines[one.resumeId];
        return (
          <div key={one.resumeId} className="border-bottom py-2">
            <p className="mb-1">
              <strong>{name}</strong> ({one.seq}): {RESULT[one.result]}
              {one.interviewerComments ? `: ${one.interviewerComments}` : ''}
            </p>
            {line && (
              <div className="d-flex flex-wrap gap-3">
                <SelectField
                  id={`${id}-status-${one.resumeId}`}
                  label={`Appoint ${name}?`}
                  placeholder={false}
                  value={line.status}
                  onChange={(status) => patch(one.resumeId, { status })}
                  error={problems[`${one.resumeId}.appointmentStatus`]}
                  options={[
                    { value: '1', label: 'Appoint' },
                    { value: '2', label: 'Do not appoint' },
                  ]}
                />
                {line.status === '1' && (
                  <>
                    <InputField
                      id={`${id}-join-${one.resumeId}`}
                      label={`Last date to join for ${name}`}
                      type="date"
                      value={line.maxDateToJoin}
                      onChange={(maxDateToJoin) => patch(one.resumeId, { maxDateToJoin })}
                      error={problems[`${one.resumeId}.maxDateToJoin`]}
                    />
                    <InputField
                      id={`${id}-pay-${one.resumeId}`}
                      label={`Monthly pay offered to ${name}`}
                      type="money"
                      value={line.offeredPay}
                      onChange={(offeredPay) => patch(one.resumeId, { offeredPay })}
                      error={problems[`${one.resumeId}.offeredPay`]}
                    />
                  </>
                )}
                <InputField
                  id={`${id}-comments-${one.resumeId}`}
                  label={`Comments on ${name}`}
                  value={line.comments}
                  onChange={(comments) => patch(one.resumeId, { comments })}
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
    </Form>
  );
}
