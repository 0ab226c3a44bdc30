import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { Field } from '../../../components/form/field';
import { LoadFailed, Loading } from '../../../components/load-state';
import { toApiError } from '../../../lib/api/api-error';
import { useScreenParams } from '../../../lib/hooks/use-screen-params';
import type { MarksRequirements } from '../domain/marks-rules';
import { useMarksSheet } from './marks-api';
import { MarksGrid } from './marks-grid';

interface Choice {
  exam: string;
  classCode: string;
  subject: string;
}

/**
 * Marks entry: an exam, a class and a subject (kept in the address, so changing them with unsaved marks asks first),
 * then the class roll to mark.
 */
export function MarksEntry({ requirements }: { requirements: MarksRequirements }) {
  const id = useId();
  const { params, change } = useScreenParams();
  const exam = params.get('exam') ?? '';
  const classCode = params.get('class') ?? '';
  const subject = params.get('subject') ?? '';
  const picker = useForm<Choice>({ defaultValues: { exam, classCode, subject } });
  // The address holds the choice: the selects show it after every render, so also when the question about unsaved
  // marks kept a change back.
  useEffect(() => {
    picker.setValue('exam', exam);
    picker.setValue('classCode', classCode);
    picker.setValue('subject', subject);
  });
  const sheet = useMarksSheet(exam, classCode, subject);
  const examRow = requirements.exams.find((one) => one.code === exam);
  const subjectRow = requirements.subjects.find((one) => one.code === subject);
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="visually-hidden">
        Marks entry
      </h2>
      <div className="d-flex flex-wrap gap-3">
        <Field
          form={picker}
          name="exam"
          id={`${id}-exam`}
          label="Exam"
          onChange={(value) => change({ exam: value || null })}
          options={requirements.exams.map((one) => ({
            value: one.code,
            label: `${one.name} (out of ${one.maxMarks})`,
          }))}
        />
        <Field
          form={picker}
          name="classCode"
          id={`${id}-class`}
          label="Class"
          onChange={(value) => change({ class: value || null })}
          options={requirements.classes.map((one) => ({ value: one.code, label: one.code }))}
        />
        <Field
          form={picker}
          name="subject"
          id={`${id}-subject`}
          label="Subject"
          onChange={(value) => change({ subject: value || null })}
          options={requirements.subjects.map((one) => ({ value: one.code, label: one.name }))}
        />
      </div>
      {!(examRow && classCode && subjectRow) ? (
        <p className="text-body-secondary">Choose the exam, the class and the subject to enter their marks.</p>
      ) : sheet.error ? (
        <LoadFailed message={toApiError(sheet.error).message} onRetry={() => void sheet.refetch()} />
      ) : !sheet.data ? (
        <Loading label="Loading the class roll…" />
      ) : (
        <MarksGrid
          key={`${exam}|${classCode}|${subject}`}
          answer={sheet.data}
          exam={examRow}
          classCode={classCode}
          subject={subjectRow}
        />
      )}
    </section>
  );
}
