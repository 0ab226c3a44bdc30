// What the server holds, read at the start and at the end of a run in the terminal's browser profile: the demo
// backend's own store (IndexedDB: bills, KOT tickets, running tables) and, through its API as the company's
// administrator, the trial balance and the Cash in hand ledger of the day. Money comes back in integer paise.

/** Runs in the page: the store's POS records of the company, and the books as the administrator reads them. */
async function readInPage({ company, today }) {
  const db = await new Promise((resolve, reject) => {
    const opening = globalThis.indexedDB.open('erp-demo');
    opening.onsuccess = () => resolve(opening.result);
    opening.onerror = () => reject(opening.error);
  });
  const all = (resource) =>
    new Promise((resolve, reject) => {
      const query = db.transaction('records').objectStore('records').index('byResource').getAll([resource, company]);
      query.onsuccess = () => resolve(query.result.map((row) => row.data));
      query.onerror = () => reject(query.error);
    });
  const [bills, kots, tables] = await Promise.all([all('pos.bill'), all('pos.kot-ticket'), all('pos.running-table')]);
  db.close();
  const post = async (path, body, token) => {
    const answer = await fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    if (!answer.ok) throw new Error(`${path}: ${answer.status} ${await answer.text()}`);
    return answer.json();
  };
  const session = await post('api/LoginControl/LoginVerification', {
    customerCode: company,
    userName: 'admin',
    password: 'admin123',
  });
  const usr = session.usr;
  const trial = await post('api/accFinReports/getAccRepTrialBalance', { toDate: today, usr }, usr.kCode);
  const cash = trial.rows.find((row) => /^cash in hand$/i.test(row.name));
  const book = cash
    ? await post(
        'api/accFinReports/getAccRepLedgerDetaild',
        { account: cash.account, fromDate: today, toDate: today, usr },
        usr.kCode,
      )
    : null;
  return {
    bills: bills.map((bill) => ({
      billNo: bill.billNo,
      seq: bill.seq,
      billId: bill.billId,
      outlet: bill.outlet,
      tableNo: bill.tableNo,
      status: bill.status,
      total: bill.total,
      settleId: bill.settleId,
      tenders: bill.tenders,
      kotIds: bill.kotIds,
      lines: bill.lines.map((line) => ({ itemId: line.itemId, qty: line.qty })),
    })),
    kots: kots.map((ticket) => ({
      kotId: ticket.kotId,
      kotNo: ticket.kotNo,
      outlet: ticket.outlet,
      tableNo: ticket.tableNo,
    })),
    tables: tables.map((table) => ({
      outlet: table.outlet,
      tableNo: table.tableNo,
      state: table.state,
      kotIds: table.kotIds,
    })),
    trial: { totals: trial.totals, rows: trial.rows.length },
    cash: cash ? { account: cash.account, closing: cash.closing } : null,
    cashRows: book ? book.rows.map((row) => ({ voucher: row.voucher, debit: row.debit, credit: row.credit })) : [],
  };
}

/** Rupees on the wire (two decimals) to integer paise. */
const paise = (rupees) => Math.round(Number(rupees) * 100);

export async function readBooks(page, company, today) {
  const raw = await page.evaluate(readInPage, { company, today });
  const totals = Object.fromEntries(Object.entries(raw.trial.totals).map(([key, value]) => [key, paise(value)]));
  return {
    ...raw,
    bills: raw.bills.map((bill) => ({
      ...bill,
      total: paise(bill.total),
      tenders: (bill.tenders ?? []).map((tender) => ({ mode: tender.mode, amount: paise(tender.amount) })),
    })),
    totals,
    cash: raw.cash ? { account: raw.cash.account, closing: paise(raw.cash.closing) } : null,
    cashRows: raw.cashRows.map((row) => ({ voucher: row.voucher, debit: paise(row.debit), credit: paise(row.credit) })),
  };
}

/** The trial balance's three pairs agree (opening, the period's movements, closing). */
export function trialAgrees(totals) {
  return (
    totals.openingDebit === totals.openingCredit &&
    totals.debit === totals.credit &&
    totals.closingDebit === totals.closingCredit
  );
}
