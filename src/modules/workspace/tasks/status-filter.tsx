import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';

interface Props {
  /** What the filter is of, e.g. 'tasks'. */
  plural: string;
  total: number;
  counts: ReadonlyArray<{ status: string; count: number }>;
  /** The status shown, or null for all. */
  value: string | null;
  onChange: (status: string | null) => void;
}

/** Counts per status that double as the filter: toggle buttons, the chosen one pressed. */
export function StatusFilter({ plural, total, counts, value, onChange }: Props) {
  const choices = [
    { status: null, label: 'All', count: total },
    ...counts.map(({ status, count }) => ({ status, label: status, count })),
  ];
  return (
    <div role="group" aria-label={`Show ${plural} by status`} className="d-flex flex-wrap gap-2 mb-3">
      {choices.map((choice) => (
        <Button
          key={choice.label}
          size="sm"
          variant={choice.status === value ? 'primary' : 'outline-primary'}
          aria-pressed={choice.status === value}
          onClick={() => onChange(choice.status)}
        >
          {choice.label}{' '}
          <Badge
            bg={choice.status === value ? 'light' : 'primary'}
            text={choice.status === value ? 'dark' : undefined}
            pill
          >
            {choice.count}
          </Badge>
        </Button>
      ))}
    </div>
  );
}
