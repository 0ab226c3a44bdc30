import { formatDate } from '../../../lib/format/date-format';
import { copyName } from '../domain/issue-rules';
import { useIssues } from './circulation-api';

/** The issues saved today, newest first: what went out to whom until when. */
export function IssuesToday({ today }: { today: string }) {
  const issues = useIssues(today, today);
  if (!issues.data || issues.data.length === 0) return null;
  return (
    <section aria-labelledby="lib-issues-today" className="mt-4">
      <h2 id="lib-issues-today" className="h5">
        Issued today
      </h2>
      <div className="table-responsive">
        <table className="table table-sm">
          <caption className="visually-hidden">Issued today</caption>
          <thead>
            <tr>
              <th scope="col">Issue</th>
              <th scope="col">Member</th>
              <th scope="col">Copies</th>
              <th scope="col">Due back</th>
            </tr>
          </thead>
          <tbody>
            {issues.data.map((issue) => (
              <tr key={issue.issueNo}>
                <th scope="row">{issue.issueNo}</th>
                <td>{issue.memberName}</td>
                <td>
                  {issue.lines.map((line) => `${copyName(line.accessionNo, line.copyNo)} (${line.title})`).join('; ')}
                </td>
                <td>{formatDate(issue.lines[0]?.dueDate ?? '')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
