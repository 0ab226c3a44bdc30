import type { Notice } from '../../../lib/notices/notice-types';
import type { OutboxEntry } from '../../../lib/offline/outbox-types';
import type { ScreenDeclaration } from '../../../lib/screens/screen-declaration';
import type { SessionRecord } from '../../../lib/session/session-types';
import { POS } from '../../../menus/catalogue/pos';
import { TAKEAWAY } from '../../../menus/catalogue/takeaway';
import { canOpenScreen } from '../../../menus/screen-access';

/** The client's own kind of notice: an operation of its outbox the server refused. */
export const OUTBOX_KIND = 'outbox.not-sent';

/** The terminals whose operations go through the outbox, by the controller their calls go to. */
const TERMINALS: ReadonlyArray<readonly [controller: string, screens: readonly ScreenDeclaration[]]> = [
  ['api/TakeAwayBilling/', [TAKEAWAY.billingClassy]],
  ['api/POSCounterBilling/', [POS.saleClassy, POS.saleStylish, POS.posBillingStylish]],
  ['api/POSClassyBilling/', [POS.resBillingClassy, POS.resBillingStylish]],
  ['api/pos/', [POS.resBillingClassy, POS.resBillingStylish]],
];

/** Where an operation is dealt with (Retry or Discard): the terminal that made it, as the user may open it. */
export function terminalOf(endpoint: string, session: SessionRecord): string | null {
  const screens = TERMINALS.find(([controller]) => endpoint.startsWith(controller))?.[1];
  if (!screens) return null;
  const screen = screens.find((one) => canOpenScreen(session, one)) ?? screens[0]!;
  return `/${screen.path}`;
}

/**
 * One notice per operation the server refused (it waits for a person: Retry or Discard on its terminal); those still
 * waiting are being sent again by themselves and are not news. `read`: the keys the user has read.
 */
export function outboxNotices(
  failed: readonly OutboxEntry[],
  session: SessionRecord,
  read: ReadonlySet<string>,
): Notice[] {
  return failed.flatMap((entry) => {
    const link = terminalOf(entry.endpoint, session);
    if (!link) return [];
    const key = `${OUTBOX_KIND}:${entry.id}`;
    return [
      {
        key,
        icon: 'outbox',
        title: 'Not sent',
        text: `${entry.label}: ${entry.lastError || 'the server refused it'}`,
        link,
        at: entry.createdAt,
        tone: 'danger',
        read: read.has(key),
      },
    ];
  });
}
