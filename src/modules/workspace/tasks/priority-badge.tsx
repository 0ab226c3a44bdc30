import Badge from 'react-bootstrap/Badge';

const COLOURS: Readonly<Record<string, string>> = {
  Urgent: 'danger',
  High: 'danger',
  Medium: 'warning',
  Low: 'secondary',
};

/** A task's or ticket's priority as a coloured badge (dark text on the light colours, for contrast). */
export function PriorityBadge({ priority }: { priority: string | undefined }) {
  const colour = COLOURS[priority ?? ''] ?? 'secondary';
  return (
    <Badge
      bg={colour}
      text={colour === 'warning' ? 'dark' : undefined}
      className={priority === 'Urgent' ? 'text-uppercase' : undefined}
    >
      {priority}
    </Badge>
  );
}
