import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import { useForm, useWatch } from 'react-hook-form';
import { Field } from '../../../components/form/field';
import { LoadFailed, Loading } from '../../../components/load-state';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { toApiError } from '../../../lib/api/api-error';
import { useSession } from '../../../lib/session/session-store';
import type { MarksRequirements } from '../domain/marks-rules';
import { useReportCards } from './marks-api';
import { ReportCardList } from './report-card';

/** The report cards of a class for an exam, and "Print report cards" for the whole class at once (each card a page). */
export function ReportCardsPanel({
  requirements,
  initial,
}: {
  requirements: MarksRequirements;
  initial: { exam: string; classCode: string };
}) {
  const id = useId();
  const session = useSession();
  const allowed = useScreenPermission();
  const picker = useForm<{ exam: string; classCode: string }>({
    defaultValues: { exam: initial.exam, classCode: initial.classCode },
  });
  const [exam, classCode] = useWatch({ control: picker.control, name: ['exam', 'classCode'] });
  const cards = useReportCards(exam, classCode);
  const examRow = requirements.exams.find((one) => one.code === exam);
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="visually-hidden">
        Report cards
      </h2>
      <div className="d-flex flex-wrap gap-3 align-items-end d-print-none">
        <Field
          form={picker}
          name="exam"
          id={`${id}-exam`}
          label="Report cards for the exam"
          options={requirements.exams.map((one) => ({ value: one.code, label: one.name }))}
        />
        <Field
          form={picker}
          name="classCode"
          id={`${id}-class`}
          label="Report cards of the class"
          options={requirements.classes.map((one) => ({ value: one.code, label: one.code }))}
        />
        {allowed('print') && cards.data && cards.data.length > 0 && (
          <Button className="mb-3" onClick={() => window.print()}>
            Print report cards
          </Button>
        )}
      </div>
      {!(examRow && classCode) ? (
        <p className="text-body-secondary">Choose the exam and the class to see their report cards.</p>
      ) : cards.error ? (
        <LoadFailed message={toApiError(cards.error).message} onRetry={() => void cards.refetch()} />
      ) : !cards.data ? (
        <Loading label="Loading the report cards…" />
      ) : cards.data.length === 0 ? (
        <p>There are no pupils on the roll of {classCode}.</p>
      ) : (
        <>
          <p className="small d-print-none">
            {cards.data.length} report cards of {classCode} for {examRow.name}. Subjects not entered yet are left out of
            the total; an absent subject counts 0.
          </p>
          <ReportCardList cards={cards.data} school={session?.addr.company ?? ''} />
        </>
      )}
    </section>
  );
}
