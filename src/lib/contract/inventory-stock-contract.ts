import * as z from 'zod';
import { contractRoute, transactionResult } from './contract-route';
import { date, model, num, numOrText, rows, stockLedgerRow, text, usr } from './contract-fields';

/** `InvTransactionsUni` as the contract names it ("TraType, Descriptio…"): strict on those two. */
const header = model({ traType: text, descriptio: text });

/** `InvTransactionsDet`: Sno, ItemId, Qtyin, Qtyout (our item ids are codes: see numOrText). */
const line = model({ sno: num, itemId: numOrText, qtyin: num, qtyout: num });

const STOCK_DOCUMENT =
  'Ours in the header: dat (the document’s date; the real server dates the stock rows now), department (issues), ' +
  'lossType (losses) and store (the store an audit counted); in a line: store, gin (the lot an issue is drawn ' +
  'from), rate (a sample in’s rate) and counted (an audit’s count as typed). We send no mgts: the demo backend ' +
  'draws the stock rows from the lines itself (oldest lot first, or the lot named, at the inv_iss rate) and ' +
  'refuses what the stock cannot cover. The real server reads none of our fields and inserts the mgts the client ' +
  'sends as they are, so against it a document of ours would move no stock until the client sends mgts.';

const CLOSING_STOCK_STORE =
  'Ours: detail, one store’s code, narrows the report to that store (blank is every store). The contract’s body is ' +
  '{ toDate, usr }: the real server reports every store.';

/** InvRepStocksClosingStocks as documented: `{ toDate, usr }`. */
const closingStockBody = z.strictObject({ toDate: date, usr });

/** 03 §10: the stock documents' save and the closing stock report. */
export const INVENTORY_STOCK_CONTRACT = {
  saveDocument: contractRoute(
    'api/invLossesTra/SetInvTransaction',
    z.strictObject({
      header: header.extend({ dat: date, department: text, lossType: text, store: text }),
      lines: rows(line.extend({ store: text, gin: text, rate: num, counted: numOrText })),
      mgts: rows(stockLedgerRow),
      usr,
    }),
    transactionResult,
    STOCK_DOCUMENT,
  ),
  closingStock: contractRoute(
    'api/invRepStocks/InvRepStocksClosingStocks',
    closingStockBody.extend({ detail: text }),
    z.unknown(),
    CLOSING_STOCK_STORE,
  ),
} as const;
