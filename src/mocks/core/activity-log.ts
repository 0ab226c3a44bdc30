import { getDemoDb, recordKey } from './db/demo-db';
import type { DemoSession } from './sessions/auth';

/** The records-store name of every module's audit trail. Key: time and a counter; data: ActivityRow. */
export const ACTIVITY_LOG = 'activities';

/** One audit-trail row: who did what to which record, when, and the amount before and after. */
export interface ActivityRow {
  id: string;
  /** ISO date-time. */
  at: string;
  user: string;
  /** The module, e.g. 'accounts', 'admin'. */
  module: string;
  action: string;
  /** What kind of record: 'Payment', 'Receipt', 'Opening balances'... */
  subject: string;
  /** The record's id. */
  reference: string;
  before: number | null;
  after: number | null;
  detail: string;
}

let counter = 0;

/** A sortable, unique id: the time and a counter. */
export function activityId(at: string): string {
  counter = (counter + 1) % 1_000_000;
  return `${at}#${String(counter).padStart(6, '0')}`;
}

/** Writes audit-trail rows for a company. */
export async function logActivities(companyCode: number, rows: ReadonlyArray<Omit<ActivityRow, 'id'>>): Promise<void> {
  if (rows.length === 0) return;
  const db = await getDemoDb();
  const tx = db.transaction('records', 'readwrite');
  for (const row of rows) {
    const id = activityId(row.at);
    void tx.store.put(
      { resource: ACTIVITY_LOG, companyCode, id, data: { ...row, id } },
      recordKey(ACTIVITY_LOG, companyCode, id),
    );
  }
  await tx.done;
}

/** Who a row is written for: a signed-in session, or a company and a name such as 'shop' for the public storefront. */
export type ActivityActor = Pick<DemoSession, 'companyCode' | 'userName'>;

/** What one row says beyond its actor; no amounts unless given, and written now unless `at` names another stamp. */
export interface ActivityNote {
  module: string;
  action: string;
  subject: string;
  reference: string;
  detail: string;
  before?: number | null;
  after?: number | null;
  at?: string;
}

/** A document's amount on its audit row: after its creation, before its cancellation, neither for other actions. */
export const amountMoved = (action: string, amount: number): Pick<ActivityNote, 'before' | 'after'> => ({
  before: action === 'Cancelled' ? amount : null,
  after: action === 'Created' ? amount : null,
});

/** Writes one audit-trail row in the actor's company under the actor's name. */
export function logActivity(actor: ActivityActor, note: ActivityNote): Promise<void> {
  const { module, action, subject, reference, detail } = note;
  return logActivities(actor.companyCode, [
    {
      at: note.at ?? new Date().toISOString(),
      user: actor.userName,
      module,
      action,
      subject,
      reference,
      before: note.before ?? null,
      after: note.after ?? null,
      detail,
    },
  ]);
}

/** Every audit-trail row of a company. */
export async function activities(companyCode: number): Promise<ActivityRow[]> {
  const db = await getDemoDb();
  return (await db.getAllFromIndex('records', 'byResource', [ACTIVITY_LOG, companyCode])).map(
    (row) => row.data as unknown as ActivityRow,
  );
}
