import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Field } from '../../../components/form/field';
import { LoadFailed, Loading } from '../../../components/load-state';
import { toApiError } from '../../../lib/api/api-error';
import { registerProblems } from '../domain/attendance-rules';
import { useRegister } from './attendance-api';
import { registerContext, RegisterEditor } from './register-editor';

interface Props {
  classCode: string;
  /** yyyy-MM-dd, or '' for the school's today. */
  date: string;
  onChange: (values: Record<string, string | null>) => void;
  editable: boolean;
  otherDates: boolean;
}

/**
 * The register view: a class and a day (the school's today unless chosen), then the class's roll for it. The day's
 * refusal (a holiday named, a Sunday, a future day, a past day without the right) shows beside the date at once.
 */
export function RegisterView({ classCode, date, onChange, editable, otherDates }: Props) {
  const register = useRegister(classCode, date);
  const answer = register.data;
  const dat = date || answer?.dat || '';
  const picker = useForm<{ classCode: string; dat: string }>({ defaultValues: { classCode, dat } });
  // The address holds the class and the day: the fields show them after every render, so also once the classes
  // arrive and when the question about an unsaved register kept a change back.
  useEffect(() => {
    picker.setValue('classCode', classCode);
    picker.setValue('dat', dat);
  });
  const dateProblem =
    answer && answer.dat === dat
      ? registerProblems({ classCode: answer.classCode, dat, absentees: [] }, registerContext(answer, otherDates)).find(
          (problem) => problem.field === 'dat',
        )
      : undefined;
  return (
    <>
      <div className="d-flex flex-wrap gap-3 align-items-start">
        <Field
          form={picker}
          name="classCode"
          id="register-class"
          label="Class"
          options={(answer?.classes ?? []).map((one) => ({ value: one.code, label: one.code }))}
          onChange={(value) => onChange({ class: value || null })}
        />
        <Field
          form={picker}
          name="dat"
          id="register-date"
          type="date"
          label="Date"
          problem={dateProblem?.message}
          onChange={(value) => onChange({ date: value || null })}
        />
      </div>
      {register.error ? (
        <LoadFailed message={toApiError(register.error).message} onRetry={() => void register.refetch()} />
      ) : !answer ? (
        <Loading label="Loading the register…" />
      ) : !classCode ? (
        <p>
          {answer.classes.length === 0
            ? 'No class is in the classes master yet.'
            : 'Choose a class to take its register.'}
        </p>
      ) : (
        <RegisterEditor
          key={`${answer.classCode}|${answer.dat}|${register.dataUpdatedAt}`}
          answer={answer}
          editable={editable}
          otherDates={otherDates}
        />
      )}
    </>
  );
}
