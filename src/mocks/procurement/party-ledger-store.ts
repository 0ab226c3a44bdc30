import { fromPaise, toPaise } from '../../lib/money/money';
import { openingBalanceRow, type OpeningBalanceInput } from '../../modules/procurement/domain/party-ledger-rows';
import type { PartyTransaction, PartyTransactionDraft } from '../../kits/accounting/party-ledger';
import { getDemoDb, recordKey } from '../core/db/demo-db';
import { ensureSeeded } from '../core/seeds/ensure-seeded';

/** The records-store name of the supplier ledger (`PartyTransactions`): one record per document, `{ rows }`. */
export const PARTY_LEDGER = 'procurement.party-transactions';
const SUPPLIER_OPENINGS = 'procurement.supplier-openings';

/**
 * The supplier-openings master as OPN rows, read live (what the master holds is what the ledger
 * holds): opening credit is a bill not yet paid, opening debit an advance not yet adjusted.
 */
async function openingRows(companyCode: number): Promise<PartyTransactionDraft[]> {
  await ensureSeeded(SUPPLIER_OPENINGS, companyCode);
  const db = await getDemoDb();
  const entries = await db.getAllFromIndex('records', 'byResource', [SUPPLIER_OPENINGS, companyCode]);
  return entries.flatMap(({ data }) => {
    const net = toPaise(Number(data.credit ?? 0)) - toPaise(Number(data.debit ?? 0));
    const input: OpeningBalanceInput = {
      partyId: String(data.supplier),
      dat: String(data.asOn),
      transactionId: String(data.entryNo),
      amountPaise: net,
    };
    if (net > 0) return [openingBalanceRow(input)!];
    // An advance held: a negative opening (the domain's opening row is for bills only).
    if (net < 0)
      return [
        {
          ...input,
          transactionType: 'OPN' as const,
          transactionAmt: fromPaise(net),
          pendingAmount: fromPaise(net),
          returnAmount: 0,
          creditNote: 0,
          paymentAmount: 0,
          onTraId: '',
          descriptio: 'Opening advance',
        },
      ];
    return [];
  });
}

/** Every supplier-ledger row of a company: the openings, then every document's rows. */
export async function partyLedger(companyCode: number): Promise<PartyTransactionDraft[]> {
  const db = await getDemoDb();
  const [openings, stored] = await Promise.all([
    openingRows(companyCode),
    db.getAllFromIndex('records', 'byResource', [PARTY_LEDGER, companyCode]),
  ]);
  return openings.concat(stored.flatMap((record) => record.data.rows as PartyTransaction[]));
}

/** Replaces one document's rows (none to remove them), numbering them as the server would. */
export async function replacePartyRows(
  companyCode: number,
  transactionId: string,
  rows: readonly PartyTransactionDraft[],
): Promise<void> {
  const db = await getDemoDb();
  const key = recordKey(PARTY_LEDGER, companyCode, transactionId);
  if (rows.length === 0) return db.delete('records', key);
  const numbered = rows.map((row, index) => ({ ...row, recordId: index + 1 }));
  await db.put('records', { resource: PARTY_LEDGER, companyCode, id: transactionId, data: { rows: numbered } }, key);
}
