import { useId } from 'react';
import type { ReportCard } from '../domain/marks-types';
import './report-cards.scss';

const marksText = (line: ReportCard['subjects'][number]) =>
  line.absent ? 'Absent' : line.marks === null ? 'Not entered' : String(line.marks);
const percentText = (percent: number) => `${percent.toFixed(2)}%`;
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
      <table className="table table-sm mb-2">
        <caption className="visually-hidden">Marks of {card.name}</caption>
        <thead>
          <tr>
            <th scope="col">Subject</th>
            <th scope="col" className="text-end">
              Marks
            </th>
            <th scope="col" className="text-end">
              Out of
            </th>
            <th scope="col">Grade</th>
          </tr>
        </thead>
        <tbody>
          {card.subjects.map((line) => (
            <tr key={line.subject}>
              <th scope="row" className="fw-normal">
                {line.name}
              </th>
              <td className="text-end">{marksText(line)}</td>
              <td className="text-end">{line.maxMarks}</td>
              <td>{line.grade}</td>
            </tr>
          ))}
        </tbody>
      </table>
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
    <div className="stu-report-cards">
      {cards.map((card) => (
        <ReportCardView key={card.admissionNo} card={card} school={school} classSize={cards.length} />
      ))}
    </div>
  );
}
