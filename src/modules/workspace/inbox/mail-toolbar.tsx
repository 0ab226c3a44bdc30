import { useEffect, useRef } from 'react';
import Button from 'react-bootstrap/Button';
import ButtonGroup from 'react-bootstrap/ButtonGroup';
import Form from 'react-bootstrap/Form';
import type { UseFormReturn } from 'react-hook-form';
import { ToolbarSearch } from '../../../components/toolbar-search';
import type { MailMarks } from './mail-types';

interface Props {
  /** The search box's form: the screen narrows the list by what it holds. */
  form: Pick<UseFormReturn<{ search: string }>, 'register' | 'formState'>;
  /** How many of the mails shown are selected, out of how many. */
  selected: number;
  shown: number;
  onSelectAll: (selected: boolean) => void;
  onMark: (marks: MailMarks) => void;
  onDelete: () => void;
}

/** Search, select all (mixed when some are), and what to do with the selected mails. */
export function MailToolbar({ form, selected, shown, onSelectAll, onMark, onDelete }: Props) {
  const selectAll = useRef<HTMLInputElement>(null);
  const all = shown > 0 && selected === shown;
  useEffect(() => {
    if (selectAll.current) selectAll.current.indeterminate = selected > 0 && !all;
  }, [selected, all]);
  const none = selected === 0;
  return (
    <div className="d-flex flex-wrap align-items-end gap-3 mb-3">
      <ToolbarSearch form={form} id="mail-search" label="Search" placeholder="Sender or subject" minWidth="14rem" />
      <Form.Check
        ref={selectAll}
        id="mail-select-all"
        className="mb-2"
        label="Select all"
        checked={all}
        disabled={shown === 0}
        onChange={(event) => onSelectAll(event.target.checked)}
      />
      <ButtonGroup aria-label="With the selected mails" size="sm" className="mb-1">
        <Button variant="outline-secondary" disabled={none} onClick={() => onMark({ read: true })}>
          Mark read
        </Button>
        <Button variant="outline-secondary" disabled={none} onClick={() => onMark({ read: false })}>
          Mark unread
        </Button>
        <Button variant="outline-secondary" disabled={none} onClick={() => onMark({ starred: true })}>
          Star
        </Button>
        <Button variant="outline-danger" disabled={none} onClick={onDelete}>
          Delete
        </Button>
      </ButtonGroup>
      <span className="text-muted small mb-2" aria-live="polite">
        {none ? 'No mail selected' : `${selected} selected`}
      </span>
    </div>
  );
}
