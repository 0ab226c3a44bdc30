import { formatDate } from '../../../lib/format/date-format';
import type { MemberStanding } from '../domain/library-types';

/** What a member holds now and how many more they may borrow (the issue form's side panel). */
export function CopiesHeld({ standing }: { standing: MemberStanding }) {
  const { member, held, maxBooks, loanDays, mayBorrow } = standing;
  return (
    <section aria-label={`Books with ${member.name}`} className="mb-3">
      <p className="mb-2" role="status">
        {member.name} holds {held.length} of {maxBooks} books ({member.kind === 'STAFF' ? 'staff' : 'pupil'}, {loanDays}{' '}
        days a loan): {mayBorrow === 0 ? 'no more can be issued' : `may borrow ${mayBorrow} more`}.
      </p>
      {held.length > 0 && (
        <div className="table-responsive">
          <table className="table table-sm">
            <caption className="visually-hidden">Books out with {member.name}</caption>
            <thead>
              <tr>
                <th scope="col">Copy</th>
                <th scope="col">Title</th>
                <th scope="col">Issued on</th>
                <th scope="col">Due back</th>
              </tr>
            </thead>
            <tbody>
              {held.map((copy) => (
                <tr key={`${copy.accessionNo}#${copy.copyNo}`}>
                  <th scope="row">
                    {copy.accessionNo} / {copy.copyNo}
                  </th>
                  <td>{copy.title}</td>
                  <td>{formatDate(copy.date)}</td>
                  <td>
                    {formatDate(copy.dueDate)}
                    {copy.daysLate > 0 && <span className="text-danger"> ({copy.daysLate} days late)</span>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
