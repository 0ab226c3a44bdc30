/** A task or a ticket as the server keeps it: every field a string (dates 'yyyy-MM-dd'). */
export type WorkRecord = Readonly<Record<string, string>> & { readonly id: string; readonly status: string };

export const TASK_STATUSES = ['To do', 'In progress', 'Done'] as const;
export const TICKET_STATUSES = ['Open', 'Pending', 'Resolved', 'Closed'] as const;

/** A task of the MIS tasks page. */
export type Task = {
  id: string;
  title: string;
  assignee: string;
  due: string;
  priority: 'Low' | 'Medium' | 'High';
  status: (typeof TASK_STATUSES)[number];
};

/** A help-desk ticket of the MIS tickets page; `created` is set by the server when the ticket is raised. */
export type Ticket = {
  id: string;
  subject: string;
  requester: string;
  priority: 'Low' | 'Medium' | 'High' | 'Urgent';
  status: (typeof TICKET_STATUSES)[number];
  created: string;
};

/** One field the user fills in when creating a task or a ticket (the same list checks it on the server). */
export interface WorkField {
  name: string;
  label: string;
  type: 'text' | 'date' | 'select';
  options?: readonly string[];
  /** Longest text accepted. */
  max?: number;
  /** The value a new record starts with ('' unless given). */
  initial?: string;
}

/** What the tasks and tickets pages share: how the record is called, its statuses, fields and calls. */
export interface WorkKind {
  /** 'task' | 'ticket': the body's entity name of the save call and the noun the page uses. */
  entity: 'task' | 'ticket';
  plural: string;
  /** The field that names a record to the user (the row's labels use it). */
  nameField: string;
  statuses: readonly string[];
  fields: readonly WorkField[];
  /** The id's prefix the server numbers new records with, e.g. TSK-001. */
  idPrefix: string;
  /** POST `usr` -> every record of the company. */
  listEndpoint: string;
  /** POST `{<entity>, traCheck, usr}` -> `{recordId, result}`: 1 create, 2 modify, 3 delete. */
  saveEndpoint: string;
}

/** POST api/MisTasks/GetTasks and SetTask (the backend contract's convention). */
export const TASKS: WorkKind = {
  entity: 'task',
  plural: 'tasks',
  nameField: 'title',
  statuses: TASK_STATUSES,
  fields: [
    { name: 'title', label: 'Title', type: 'text', max: 100 },
    { name: 'assignee', label: 'Assignee', type: 'text', max: 60 },
    { name: 'due', label: 'Due date', type: 'date' },
    { name: 'priority', label: 'Priority', type: 'select', options: ['Low', 'Medium', 'High'], initial: 'Medium' },
    { name: 'status', label: 'Status', type: 'select', options: TASK_STATUSES, initial: 'To do' },
  ],
  idPrefix: 'TSK-',
  listEndpoint: 'api/MisTasks/GetTasks',
  saveEndpoint: 'api/MisTasks/SetTask',
};

/** POST api/MisTickets/GetTickets and SetTicket. */
export const TICKETS: WorkKind = {
  entity: 'ticket',
  plural: 'tickets',
  nameField: 'subject',
  statuses: TICKET_STATUSES,
  fields: [
    { name: 'subject', label: 'Subject', type: 'text', max: 120 },
    { name: 'requester', label: 'Requester', type: 'text', max: 60 },
    {
      name: 'priority',
      label: 'Priority',
      type: 'select',
      options: ['Low', 'Medium', 'High', 'Urgent'],
      initial: 'Medium',
    },
    { name: 'status', label: 'Status', type: 'select', options: TICKET_STATUSES, initial: 'Open' },
  ],
  idPrefix: 'TKT-',
  listEndpoint: 'api/MisTickets/GetTickets',
  saveEndpoint: 'api/MisTickets/SetTicket',
};
