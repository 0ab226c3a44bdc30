import { http, HttpResponse, type HttpHandler } from 'msw';
import { formatDate } from '../../lib/format/date-format';
import { withTransaction } from '../../lib/permissions/permission-code';
import { ACCOUNTS } from '../../menus/catalogue/accounts';
import { ACCOUNTS_ENDPOINTS } from '../../modules/accounts/accounts-endpoints';
import type { Chart, ChartGroup, Nature, OpeningSet } from '../../kits/accounting/ledger-types';
import { fromPaise, toPaise } from '../../lib/money/money';
import {
  openingRefusal,
  openingTotals,
  type OpeningLine,
  type OpeningsAnswer,
} from '../../modules/accounts/openings/opening-rules';
import { authorise } from '../core/sessions/authorise';
import { readJson } from '../core/read-json';
import { logActivity } from '../core/activity-log';
import { booksState, lockedMessage } from '../core/accounting/books-state';
import { chartOf, openingSets, saveOpeningSet } from '../core/accounting/ledger-store';

const SCREEN = ACCOUNTS.openings.code!;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** The chart as stored (master records with more fields) cut to what the screen lays the set out by. */
async function plainChart(companyCode: number): Promise<Chart> {
  const chart = await chartOf(companyCode);
  return {
    groups: chart.groups.map(
      (group): ChartGroup => ({
        code: text(group.code),
        name: text(group.name),
        nature: text(group.nature) as Nature,
        parent: text(group.parent) || null,
        sequence: typeof group.sequence === 'number' ? group.sequence : null,
      }),
    ),
    accounts: chart.accounts.map((account) => ({
      code: text(account.code),
      name: text(account.name),
      group: text(account.group),
      type: account.type,
    })),
  };
}

const toLines = (set: OpeningSet | undefined): OpeningLine[] =>
  (set?.balances ?? []).map((line) => ({
    account: line.account,
    debit: fromPaise(line.debit),
    credit: fromPaise(line.credit),
  }));

/**
 * `GetOpeningBalances {detail?: yyyy-MM-dd}`: the set starting that day (default the latest) as `OpeningsAnswer`,
 * rupees.
 */
const readHandler = http.post(`*/${ACCOUNTS_ENDPOINTS.openings}`, async ({ request }) => {
  const session = await authorise(request, SCREEN, 'read');
  if (session instanceof Response) return session;
  const body = await readJson(request);
  const sets = await openingSets(session.companyCode);
  const wanted = typeof body.detail === 'string' && body.detail !== '' ? body.detail : null;
  const set = wanted ? sets.find((candidate) => candidate.from === wanted) : sets.at(-1);
  if (wanted && !set)
    return HttpResponse.json(
      { message: `There are no opening balances from ${formatDate(wanted) || wanted}.` },
      { status: 400 },
    );
  const from = set?.from ?? '';
  const answer: OpeningsAnswer = {
    sets: sets.map((candidate) => candidate.from),
    from,
    balances: toLines(set),
    locked: from !== '' && lockedMessage(await booksState(session.companyCode), from) !== null,
    chart: await plainChart(session.companyCode),
  };
  return HttpResponse.json(answer);
});

/** The body's `openings` as lines, or the refusal of its shape. */
function readOpenings(body: Record<string, unknown>): { from: string; lines: OpeningLine[] } | { refusal: string } {
  const openings = body.openings as { from?: unknown; balances?: unknown } | null | undefined;
  const shape = 'Send the openings as {from: yyyy-MM-dd, balances: [{account, debit, credit}]} with amounts in rupees.';
  if (
    typeof openings !== 'object' ||
    openings === null ||
    typeof openings.from !== 'string' ||
    !DATE.test(openings.from) ||
    !Array.isArray(openings.balances)
  )
    return { refusal: shape };
  const lines: OpeningLine[] = [];
  for (const row of openings.balances as unknown[]) {
    const line = row as Partial<Record<keyof OpeningLine, unknown>> | null;
    if (typeof line !== 'object' || line === null || typeof line.account !== 'string') return { refusal: shape };
    const debit = line.debit ?? 0;
    const credit = line.credit ?? 0;
    if (typeof debit !== 'number' || typeof credit !== 'number' || !Number.isFinite(debit) || !Number.isFinite(credit))
      return { refusal: `The amounts of ${line.account} must be numbers (rupees).` };
    lines.push({ account: line.account, debit, credit });
  }
  return { from: openings.from, lines };
}

const inPaise = (lines: readonly OpeningLine[]) =>
  lines.map((line) => ({ account: line.account, debit: toPaise(line.debit), credit: toPaise(line.credit) }));

/** The accounts whose figures differ between two sets (paise), for the audit trail. */
function changedAccounts(before: OpeningSet['balances'], after: OpeningSet['balances']): string[] {
  const key = (line: { debit: number; credit: number }) => `${line.debit}|${line.credit}`;
  const old = new Map(before.map((line) => [line.account, key(line)]));
  const now = new Map(after.map((line) => [line.account, key(line)]));
  return [...new Set([...old.keys(), ...now.keys()])]
    .filter((account) => (old.get(account) ?? '0|0') !== (now.get(account) ?? '0|0'))
    .sort();
}

/**
 * `SetOpeningBalances {openings: {from, balances}, tracheck: 2}`: replaces an existing set (or
 * starts the books when there is none). Refused on or before the books' lock, for unknown
 * accounts, bad amounts and unequal sides; zero lines are dropped; the change is logged.
 */
const saveHandler = http.post(`*/${ACCOUNTS_ENDPOINTS.saveOpenings}`, async ({ request }) => {
  const session = await authorise(request, withTransaction(SCREEN, 'modify'), 'write');
  if (session instanceof Response) return session;
  const body = await readJson(request);
  if (Number(body.tracheck ?? body.traCheck) !== 2)
    return HttpResponse.json({
      result: 'tracheck must be 2 (modify): opening balances are changed, not created or deleted.',
    });
  const input = readOpenings(body);
  if ('refusal' in input) return HttpResponse.json({ result: input.refusal });
  const { companyCode } = session;
  const sets = await openingSets(companyCode);
  const existing = sets.find((set) => set.from === input.from);
  if (!existing && sets.length > 0)
    return HttpResponse.json({
      result: `There are no opening balances from ${formatDate(input.from)}: openings start the books or follow a closed year.`,
    });
  const locked = lockedMessage(await booksState(companyCode), input.from);
  if (locked) return HttpResponse.json({ result: locked });
  const kept = input.lines.filter((line) => line.debit !== 0 || line.credit !== 0);
  const chart = await chartOf(companyCode);
  const refusal = openingRefusal(kept, new Set(chart.accounts.map((account) => text(account.code))));
  if (refusal) return HttpResponse.json({ result: refusal });

  const balances = inPaise(kept);
  await saveOpeningSet(companyCode, { from: input.from, balances });
  const changed = changedAccounts(existing?.balances ?? [], balances);
  const detail =
    changed.length === 0
      ? 'No figure changed'
      : `${changed.length} account${changed.length === 1 ? '' : 's'} changed: ${changed.slice(0, 8).join(', ')}${changed.length > 8 ? ', …' : ''}`;
  await logActivity(session, {
    module: 'accounts',
    action: 'Modify',
    subject: 'Opening balances',
    reference: input.from,
    before: existing ? fromPaise(openingTotals(existing.balances).debit) : null,
    after: fromPaise(openingTotals(balances).debit),
    detail,
  });
  return HttpResponse.json({ recordId: input.from, result: 'OK' });
});

/** The opening balances screen's calls: read a set, and save one. */
export const openingHandlers: HttpHandler[] = [readHandler, saveHandler];
