import { useId } from 'react';
import { DataTable, type TableColumn } from '../../../components/data-table';
import type { ReportCard } from '../domain/marks-types';
import './report-cards.scss';

const marksText = (line: ReportCard['subjects'][number]) =>
  line.absent ? 'Absent' : line.marks === null ? 'Not entered' : String(line.marks);
const percentText = (percent: number) => `${percent.toFixed(2)}%`;
const SUBJECT_COLUMNS: ReadonlyArray<TableColumn<ReportCard['subjects'][number]>> = [
  { label: 'Subject', cell: (line) => line.name, className: 'fw-normal' },
  { label: 'Marks', cell: marksText, numeric: true },
  { label: 'Out of', cell: (line) => line.maxMarks, numeric: true },
  { label: 'Grade', cell: (line) => line.grade },
];
const resultText = (card: ReportCard) =>
  card.grade === '' ? 'Nothing entered yet' : card.passed ? 'Passed' : 'Not passed';

/**
 * One pupil's report card: each subject's marks out of its maximum and grade, the total, percentage, grade, rank in
 * class and result.
 */
export function ReportCardView({ card, school, classSize }: { card: ReportCard; school: string; classSize: number }) {
  const id = useId();
  const facts: Array<[string, string]> = [
    ['Total', `${card.total} out of ${card.maxTotal}`],
    ['Percentage', percentText(card.percent)],
    ['Grade', card.grade || '—'],
    ['Rank in class', `${card.rank} of ${classSize}`],
    ['Result', resultText(card)],
  ];
  return (
    <article className="stu-report-card" aria-labelledby={`${id}-title`}>
      {school && <p className="mb-0 fw-semibold">{school}</p>}
      <h2 id={`${id}-title`} className="h5 mb-1">
        Report card: {card.name}
      </h2>
      <p className="small mb-2">
        {card.examName}, class {card.classCode}, admission number {card.admissionNo}
      </p>
      <DataTable
        rows={card.subjects}
        columns={SUBJECT_COLUMNS}
        rowKey={(line) => line.subject}
        caption={`Marks of ${card.name}`}
        captionPlacement="hidden"
        tableClassName="table table-sm mb-2"
        responsive={false}
      />
      <dl className="stu-report-card-facts">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}

/**
 * The report cards of a class, one after another; on paper each card is a page of its own (report-cards.scss). Light
 * on purpose (plain elements, no per-card hooks but an id), so a class of 60 renders at once: the bench renders it.
 */
export function ReportCardList({ cards, school }: { cards: readonly ReportCard[]; school: string }) {
  return (
    <div className="stu-report-cards print-sheet print-a4">
      {cards.map((card) => (
        <ReportCardView key={card.admissionNo} card={card} school={school} classSize={cards.length} />
      ))}
    </div>
  );
}
