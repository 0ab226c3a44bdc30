import Button from 'react-bootstrap/Button';
import { DataTable, type TableColumn } from '../../../components/data-table';
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
  const columns: TableColumn<IssueLineInput>[] = [
    { label: 'Copy', cell: (line) => copyName(line.accessionNo, line.copyNo) },
    { label: 'Title', cell: (line) => titleOf.get(line.accessionNo) ?? '' },
    { label: 'Due back', cell: () => (dueDate ? formatDate(dueDate) : '') },
    {
      label: 'Remove',
      hideLabel: true,
      cell: (line, index) => (
        <Button
          size="sm"
          variant="outline-danger"
          aria-label={`Remove ${copyName(line.accessionNo, line.copyNo)}`}
          onClick={() => onRemove(index)}
        >
          Remove
        </Button>
      ),
    },
  ];
  return (
    <div className="mb-3">
      {error && (
        <p className="text-danger" role="alert">
          {error}
        </p>
      )}
      <DataTable
        rows={lines}
        columns={columns}
        rowKey={(line, index) => `${line.accessionNo}#${line.copyNo}#${index}`}
        caption="Copies to issue"
        captionPlacement="bottom"
        tableClassName="table table-sm"
        empty={<p className="form-text">No copies added yet.</p>}
      />
    </div>
  );
}
