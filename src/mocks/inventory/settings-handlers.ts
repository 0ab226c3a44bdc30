import { http, HttpResponse } from 'msw';
import { code, TRANSACTION } from '../../lib/permissions/permission-code';
import { INVENTORY } from '../../menus/catalogue/inventory';
import {
  INVENTORY_SETTINGS_ENDPOINTS,
  ISSUE_RATE_CODE,
  type InvSetupRow,
} from '../../modules/inventory/settings/inventory-settings-wire';
import { logActivity } from '../core/activity-log';
import { answerOnce } from '../core/idempotency';
import { readJson } from '../core/read-json';
import { writeRecord } from '../core/record-store';
import { authorise } from '../core/sessions/authorise';
import { INVENTORY_SETTINGS, issueRateRule } from '../core/stock/stock-masters';

const screen = INVENTORY.invSettings.code!;
const check = (request: Request, transaction: number, access: 'read' | 'write') =>
  authorise(request, code(screen.moduleCode, screen.menuCode, screen.screenCode, transaction), access);

/**
 * `invCostingInfo` (UserInfo → InvSetup rows; the contract checks (3,12,1,0)) and its save (ours: `{ sets }`, the
 * modify right).
 */
export const inventorySettingsHandlers = [
  http.post(`*/${INVENTORY_SETTINGS_ENDPOINTS.read}`, async ({ request }) => {
    const session = await check(request, TRANSACTION.view, 'read');
    if (session instanceof Response) return session;
    const rows: InvSetupRow[] = [
      {
        setupCode: ISSUE_RATE_CODE,
        setupDescription: 'Rate of issues',
        setupValue: await issueRateRule(session.companyCode),
      },
    ];
    return HttpResponse.json(rows);
  }),
  http.post(`*/${INVENTORY_SETTINGS_ENDPOINTS.save}`, async ({ request }) => {
    const session = await check(request, TRANSACTION.modify, 'write');
    if (session instanceof Response) return session;
    const sets = (await readJson(request)).sets;
    const row = Array.isArray(sets)
      ? (sets as InvSetupRow[]).find((set) => set?.setupCode === ISSUE_RATE_CODE)
      : undefined;
    if (!row || (row.setupValue !== 'GIN' && row.setupValue !== 'AVERAGE'))
      return HttpResponse.json({
        result: 'The rate of issues must be GIN (the lot’s own rate) or AVERAGE (the weighted average).',
      });
    return answerOnce(request, session, async () => {
      const before = await issueRateRule(session.companyCode);
      await writeRecord(INVENTORY_SETTINGS, session.companyCode, ISSUE_RATE_CODE, { value: row.setupValue });
      await logActivity(session, {
        module: 'inventory',
        action: 'Modified',
        subject: 'Inventory settings',
        reference: ISSUE_RATE_CODE,
        detail: `Rate of issues: ${before} → ${row.setupValue}`,
      });
      return HttpResponse.json({ result: 'OK' });
    });
  }),
];
