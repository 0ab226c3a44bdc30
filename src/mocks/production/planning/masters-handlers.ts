import { http, HttpResponse, type HttpHandler } from 'msw';
import { recordFromSaveBody } from '../../../engine/wire-shape';
import { TRANSACTION } from '../../../lib/permissions/permission-code';
import { PROCESS_ATTACHMENTS } from '../../../modules/production/resources/process-attachments';
import { PROCESSES } from '../../../modules/production/resources/processes';
import { PPC_ROUTES as R } from '../../../modules/production/resources/ppc-routes';
import { PRODUCTION } from '../../../menus/catalogue/production';
import { readJson } from '../../core/read-json';
import { deleteRecord, readRecord, writeRecord } from '../../core/record-store';
import { ensureSeeded } from '../../core/seeds/ensure-seeded';
import { queuedWrite, refusal, screenSession } from '../../core/sessions/screen-session';
import { recordMasterHandlers, uniqueText } from '../../core/generic/record-master';
import { batchesOf } from '../../core/production/ppc-store';
import {
  processMasters,
  productSetups,
  SETUP_STORE,
  type ProductSetup,
} from '../../core/production/production-masters';
import { itemsAndGroups, producibleItems } from './producible';
import { checkSetup } from './setup-check';

const TRANSACTIONS = { 1: TRANSACTION.create, 2: TRANSACTION.modify, 3: TRANSACTION.delete } as const;

/** The body's set-up: the contract's flat `{productId, attachment, ingredients...}` or the engine's `{setup, ...}`. */
function setupOf(body: Record<string, unknown>): Record<string, unknown> {
  if (typeof body.productId === 'string') return body;
  return recordFromSaveBody(PROCESS_ATTACHMENTS, body) ?? {};
}

/** `traCheck` null: the contract's body, which replaces the product's set-up (or makes its first). */
async function saveSetup(
  companyCode: number,
  body: Record<string, unknown>,
  sent: 1 | 2 | 3 | null,
): Promise<Response> {
  const input = setupOf(body);
  const productId = String(input.productId ?? '');
  const existing = await readRecord<ProductSetup>(SETUP_STORE, companyCode, productId);
  const traCheck = sent ?? (existing ? 2 : 1);
  if (traCheck !== 1 && !existing) return refusal(`There is no set-up of product ${productId}.`);
  if (traCheck === 1 && existing)
    return refusal(`Product ${existing.productName} already has a set-up: change that one.`);
  if (traCheck === 3) {
    const batch = (await batchesOf(companyCode)).find((row) => row.itemId === productId && row.pos === 1);
    if (batch)
      return refusal(
        `Batch ${batch.batchNo} is making ${existing!.productName}: the set-up cannot be deleted while it runs.`,
      );
    await deleteRecord(SETUP_STORE, companyCode, productId);
    return HttpResponse.json({ recordId: productId, result: 'OK' });
  }
  const [{ items }, producible, processes, setups] = await Promise.all([
    itemsAndGroups(companyCode),
    producibleItems(companyCode),
    processMasters(companyCode),
    productSetups(companyCode),
  ]);
  // The contract's body carries no route: a set-up it replaces keeps the one it had.
  const routed = 'processes' in input || !existing ? input : { ...input, processes: existing.processes };
  const checked = checkSetup(routed, { items, producible, processes, setups });
  if (typeof checked === 'string') return refusal(checked);
  await writeRecord(SETUP_STORE, companyCode, checked.productId, checked);
  return HttpResponse.json({ recordId: checked.productId, result: 'OK' });
}

const setupHandlers: HttpHandler[] = [
  http.post(`*/${R.setups}`, async ({ request }) => {
    const session = await screenSession(request, PRODUCTION.ppcprocessattachments, TRANSACTION.view, 'read');
    if (session instanceof Response) return session;
    const rows = await productSetups(session.companyCode);
    return HttpResponse.json(
      rows.map(({ productId, productName, um, attachment }) => ({ productId, productName, um, attachment })),
    );
  }),
  http.post(`*/${R.setup}`, async ({ request }) => {
    const session = await screenSession(request, PRODUCTION.ppcprocessattachments, TRANSACTION.view, 'read');
    if (session instanceof Response) return session;
    await ensureSeeded(SETUP_STORE, session.companyCode);
    const row = await readRecord<ProductSetup>(
      SETUP_STORE,
      session.companyCode,
      String((await readJson(request)).recordId ?? ''),
    );
    if (!row) return HttpResponse.json(null);
    const { ingredients, equipment, designations, processes, ...header } = row;
    return HttpResponse.json({ setup: header, ingredients, equipment, designations, processes, result: 'OK' });
  }),
  http.post(`*/${R.setSetup}`, async ({ request }) => {
    const body = await readJson(request);
    const traCheck = body.traCheck === undefined || body.traCheck === null ? null : Number(body.traCheck);
    if (traCheck !== null && traCheck !== 1 && traCheck !== 2 && traCheck !== 3)
      return refusal('traCheck must be 1 (create), 2 (modify) or 3 (delete).');
    // Without traCheck (the contract's body) a set-up is made or replaced: the create right is asked.
    const right = TRANSACTIONS[traCheck ?? 1];
    const session = await screenSession(request, PRODUCTION.ppcprocessattachments, right, 'write');
    if (session instanceof Response) return session;
    return queuedWrite(request, session, () => saveSetup(session.companyCode, body, traCheck));
  }),
  http.post(`*/${R.producible}`, async ({ request }) => {
    const session = await screenSession(request, PRODUCTION.promassplanning, TRANSACTION.view, 'read');
    if (session instanceof Response) {
      const other = await screenSession(request, PRODUCTION.ppcprocessattachments, TRANSACTION.view, 'read');
      if (other instanceof Response) return session;
      return HttpResponse.json(await producibleItems(other.companyCode));
    }
    return HttpResponse.json(await producibleItems(session.companyCode));
  }),
];

/** A process on a product's route or a running batch's steps stays. */
async function processInUse(companyCode: number, recordId: number): Promise<string | null> {
  const setup = (await productSetups(companyCode)).find((row) =>
    row.processes.some((step) => step.processId === recordId),
  );
  if (setup) return `The process is on the route of ${setup.productName}: take it off first.`;
  const batch = (await batchesOf(companyCode)).find(
    (row) => row.pos === 1 && row.processes.some((step) => step.processId === recordId),
  );
  return batch ? `Batch ${batch.batchNo} goes through the process.` : null;
}

/** The production masters on the contract's routes: processes (server-numbered) and the product set-ups. */
export const mastersHandlers: HttpHandler[] = [
  ...recordMasterHandlers({
    resource: PROCESSES,
    refuse: uniqueText('code', (code) => `There is already a process ${code}.`),
    inUse: processInUse,
  }),
  ...setupHandlers,
];
