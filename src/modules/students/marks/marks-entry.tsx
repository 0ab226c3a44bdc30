import { useId } from 'react';
import { SelectField } from '../../../components/form/controlled-fields';
import { LoadFailed, Loading } from '../../../components/load-state';
import { toApiError } from '../../../lib/api/api-error';
import { useScreenParams } from '../../../lib/hooks/use-screen-params';
import type { MarksRequirements } from '../domain/marks-rules';
import { useMarksSheet } from './marks-api';
import { MarksGrid } from './marks-grid';

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
  const sheet = useMarksSheet(exam, classCode, subject);
  const examRow = requirements.exams.find((one) => one.code === exam);
  const subjectRow = requirements.subjects.find((one) => one.code === subject);
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="visually-hidden">
        Marks entry
      </h2>
      <div className="d-flex flex-wrap gap-3">
        <SelectField
          id={`${id}-exam`}
          label="Exam"
          value={exam}
          onChange={(value) => change({ exam: value || null })}
          options={requirements.exams.map((one) => ({
            value: one.code,
            label: `${one.name} (out of ${one.maxMarks})`,
          }))}
        />
        <SelectField
          id={`${id}-class`}
          label="Class"
          value={classCode}
          onChange={(value) => change({ class: value || null })}
          options={requirements.classes.map((one) => ({ value: one.code, label: one.code }))}
        />
        <SelectField
          id={`${id}-subject`}
          label="Subject"
          value={subject}
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
