import { TASKS, TICKETS, type WorkRecord } from './work-kinds';
import { emptyDraft, nextWorkId, statusCounts, workProblems } from './work-rules';

const task = (values: Partial<Record<string, unknown>> = {}) => ({
  title: 'Check oxygen cylinders',
  assignee: 'Priya Nair',
  due: '2025-06-30',
  priority: 'High',
  status: 'To do',
  ...values,
});

describe('emptyDraft', () => {
  it('starts a task due today, medium priority, to do; a ticket open', () => {
    expect(emptyDraft(TASKS, '2025-06-01')).toEqual({
      title: '',
      assignee: '',
      due: '2025-06-01',
      priority: 'Medium',
      status: 'To do',
    });
    expect(emptyDraft(TICKETS, '2025-06-01')).toEqual({
      subject: '',
      requester: '',
      priority: 'Medium',
      status: 'Open',
    });
  });
});

describe('workProblems', () => {
  it('accepts a complete task', () => {
    expect(workProblems(TASKS, task())).toEqual({});
  });

  it('names each missing field beside itself', () => {
    expect(workProblems(TASKS, { title: '  ', priority: 'Low', status: 'Done' })).toEqual({
      title: 'Enter the title.',
      assignee: 'Enter the assignee.',
      due: 'Enter the due date.',
    });
    expect(workProblems(TICKETS, { subject: 'Printer jam', requester: 'Front desk' })).toEqual({
      priority: 'Choose the priority.',
      status: 'Choose the status.',
    });
  });

  it('refuses texts too long, days that do not exist and choices off the list', () => {
    expect(
      workProblems(TASKS, task({ title: 'x'.repeat(101), due: '2025-02-30', priority: 'Urgent', status: 'Closed' })),
    ).toEqual({
      title: 'The title can be at most 100 characters.',
      due: 'Enter the due date as a date.',
      priority: 'Choose the priority from the list.',
      status: 'Choose the status from the list.',
    });
    expect(workProblems(TASKS, task({ title: 'x'.repeat(100), due: '30-06-2025' }))).toEqual({
      due: 'Enter the due date as a date.',
    });
    expect(
      workProblems(TICKETS, {
        subject: 'Printer jam',
        requester: 'Front desk',
        priority: 'Urgent',
        status: 'Resolved',
      }),
    ).toEqual({});
  });

  it('treats a value that is not text as missing', () => {
    expect(workProblems(TASKS, task({ assignee: 42 }))).toEqual({ assignee: 'Enter the assignee.' });
  });
});

describe('statusCounts', () => {
  it('counts each status in the kind order, zero included', () => {
    const rows = ['Done', 'To do', 'Done', 'Archived'].map(
      (status, index): WorkRecord => ({ id: `TSK-00${index}`, status }),
    );
    expect(statusCounts(TASKS, rows)).toEqual([
      { status: 'To do', count: 1 },
      { status: 'In progress', count: 0 },
      { status: 'Done', count: 2 },
    ]);
  });
});

describe('nextWorkId', () => {
  it('numbers after the highest id of the prefix', () => {
    expect(nextWorkId('TSK-', [])).toBe('TSK-001');
    expect(nextWorkId('TSK-', ['TSK-002', 'TSK-010', 'TKT-050', 'TSK-abc'])).toBe('TSK-011');
    expect(nextWorkId('TKT-', ['TKT-999'])).toBe('TKT-1000');
  });
});
