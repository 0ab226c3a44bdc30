import Form from 'react-bootstrap/Form';
import { formatDate } from '../../../lib/format/date-format';
import { toPaise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';
import { copyName } from '../domain/issue-rules';
import type { OutstandingCopy } from '../domain/library-types';

export const copyKeyOf = (copy: Pick<OutstandingCopy, 'accessionNo' | 'copyNo'>) =>
  `${copy.accessionNo}#${copy.copyNo}`;

interface Props {
  copies: readonly OutstandingCopy[];
  ticked: ReadonlySet<string>;
  onTick: (key: string, on: boolean) => void;
  error?: string;
}

/** The copies a member holds, each ticked when it comes back, with its days late and fine as on today. */
export function ReturnLinesTable({ copies, ticked, onTick, error }: Props) {
  return (
    <div className="table-responsive mb-3">
      <table className="table table-sm align-middle" aria-describedby={error ? 'lib-return-lines-error' : undefined}>
        <caption>Books out, with the fine if returned today</caption>
        <thead>
          <tr>
            <th scope="col">Returned</th>
            <th scope="col">Copy</th>
            <th scope="col">Title</th>
            <th scope="col">Due back</th>
            <th scope="col" className="text-end">
              Days late
            </th>
            <th scope="col" className="text-end">
              Fine
            </th>
          </tr>
        </thead>
        <tbody>
          {copies.map((copy) => {
            const key = copyKeyOf(copy);
            return (
              <tr key={key}>
                <td>
                  <Form.Check
                    id={`lib-return-${key}`}
                    aria-label={`Returned: ${copyName(copy.accessionNo, copy.copyNo)}`}
                    checked={ticked.has(key)}
                    onChange={(event) => onTick(key, event.target.checked)}
                  />
                </td>
                <th scope="row">{copyName(copy.accessionNo, copy.copyNo)}</th>
                <td>{copy.title}</td>
                <td>{formatDate(copy.dueDate)}</td>
                <td className="text-end">{copy.daysLate}</td>
                <td className="text-end">{formatMoney(toPaise(copy.fine))}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {error && (
        <p id="lib-return-lines-error" className="text-danger" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
