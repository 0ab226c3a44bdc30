import Button from 'react-bootstrap/Button';
import { formatDate } from '../../../lib/format/date-format';
import { copyName, type IssueLineInput } from '../domain/issue-rules';

interface Props {
  lines: readonly IssueLineInput[];
  titleOf: ReadonlyMap<string, string>;
  dueDate: string;
  error?: string;
  onRemove: (index: number) => void;
}

/** The copies on the issue so far, each with its title and due date, removable. */
export function IssueLinesTable({ lines, titleOf, dueDate, error, onRemove }: Props) {
  return (
    <div className="mb-3">
      {error && (
        <p className="text-danger" role="alert">
          {error}
        </p>
      )}
      {lines.length === 0 ? (
        <p className="form-text">No copies added yet.</p>
      ) : (
        <div className="table-responsive">
          <table className="table table-sm">
            <caption>Copies to issue</caption>
            <thead>
              <tr>
                <th scope="col">Copy</th>
                <th scope="col">Title</th>
                <th scope="col">Due back</th>
                <th scope="col">
                  <span className="visually-hidden">Remove</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line, index) => (
                <tr key={`${line.accessionNo}#${line.copyNo}#${index}`}>
                  <th scope="row">{copyName(line.accessionNo, line.copyNo)}</th>
                  <td>{titleOf.get(line.accessionNo) ?? ''}</td>
                  <td>{dueDate ? formatDate(dueDate) : ''}</td>
                  <td>
                    <Button
                      size="sm"
                      variant="outline-danger"
                      aria-label={`Remove ${copyName(line.accessionNo, line.copyNo)}`}
                      onClick={() => onRemove(index)}
                    >
                      Remove
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
