// Counting a chaos run: for each operation the cashier made (a KOT, a bill, a settlement, a counter bill), whether it
// reached the backend (sent), how many times the server holds it (on the server: once; lost: never; doubled: more than
// once, or a record no operation made), and whether the books moved by what was settled. Money in integer paise.
import { trialAgrees } from './books.mjs';

const count = (list, wanted) => list.filter((value) => value === wanted).length;

/** Per kind: made, sent, on the server (at least once), lost (never), doubled (more than once, or made by nothing). */
function kindRow(kind) {
  return { kind, made: 0, sent: 0, onServer: 0, lost: 0, doubled: 0 };
}

function note(row, { sent, times }) {
  row.made += 1;
  // Reached the backend: seen by the chaos switch, or on the server (it may have gone while the switch was off).
  if (sent || times > 0) row.sent += 1;
  if (times > 0) row.onServer += 1;
  if (times === 0) row.lost += 1;
  if (times > 1) row.doubled += times - 1;
}

/** Where an operation that never reached the server is now: still in the outbox (and why), or nowhere. */
function whereIs(id, kept) {
  const entry = kept.find((candidate) => candidate.id === id);
  return entry
    ? `in the outbox, ${entry.state} after ${entry.attempts} tries: ${entry.error || 'no error'}`
    : 'not in the outbox';
}

export function tallyRun({ name, made, before, after, kept, reached }) {
  const problems = [];
  const oldBills = new Set(before.bills.map((bill) => bill.billNo));
  const bills = after.bills.filter((bill) => !oldBills.has(bill.billNo));
  const oldKots = new Set(before.kots.map((ticket) => ticket.kotId));
  const tickets = after.kots.filter((ticket) => !oldKots.has(ticket.kotId));
  const ticketIds = new Set(tickets.map((ticket) => ticket.kotId));
  const cashRows = (seq) => after.cashRows.filter((row) => row.voucher === seq);
  const claimedBills = new Set();
  const claimedKots = new Set();
  const orders = made.filter((order) => order.outcome !== 'refused');
  for (const refused of made.filter((order) => order.outcome === 'refused'))
    problems.push(`counter sale ${refused.billId} refused by the server: ${refused.message}`);

  /** A settled bill's settlement: once when one cash posting of its total is in the Cash in hand ledger. */
  const settlementTimes = (bill, settleId) => {
    if (!bill || bill.status !== 'SETTLED') return 0;
    if (settleId && bill.settleId !== settleId)
      problems.push(`bill ${bill.seq} was settled by ${bill.settleId}, not by the cashier's ${settleId}`);
    const rows = cashRows(bill.seq);
    const cash = bill.tenders
      .filter((tender) => tender.mode === 'CASH')
      .reduce((sum, tender) => sum + tender.amount, 0);
    const debited = rows.reduce((sum, row) => sum + row.debit - row.credit, 0);
    if (debited !== cash)
      problems.push(
        `bill ${bill.seq}: Cash in hand moved ${debited} paise for ${cash} paise taken in cash (${rows.length} postings)`,
      );
    return Math.max(1, rows.length);
  };

  let kinds;
  let printedDisagree = 0;
  if (name === 'counter') {
    const row = kindRow('counter bill');
    const uiItems = new Set(
      orders.filter((order) => order.source === 'ui').flatMap((order) => order.items.map((line) => line.item)),
    );
    for (const sale of orders.filter((order) => order.source === 'driver')) {
      const found = bills.filter((bill) => bill.billId === sale.billId);
      found.forEach((bill) => claimedBills.add(bill.billNo));
      const times = found.length === 0 ? 0 : Math.max(found.length, settlementTimes(found[0], sale.settleId));
      note(row, { sent: reached.has(sale.billId), times });
      if (times === 0)
        problems.push(
          `counter bill ${sale.billId} (${sale.totalPaise} paise at ${sale.outlet}) lost: ${reached.has(sale.billId) ? 'it reached the backend' : 'it never reached the backend'}; ${whereIs(sale.billId, kept)}`,
        );
      if (times > 1) problems.push(`counter bill ${sale.billId} doubled: ${found.map((bill) => bill.seq).join(', ')}`);
      if (found[0] && found[0].total !== sale.totalPaise)
        problems.push(
          `counter bill ${found[0].seq}: ${found[0].total} paise on the server, ${sale.totalPaise} at the counter`,
        );
    }
    // The screens' sales are known by their items (the driver never sells them): each to one bill of its total.
    const uiBills = bills.filter(
      (bill) => !claimedBills.has(bill.billNo) && bill.lines.some((line) => uiItems.has(line.itemId)),
    );
    for (const sale of orders.filter((order) => order.source === 'ui')) {
      const key = sale.items
        .map((line) => `${line.item}×${line.qty}`)
        .sort()
        .join(',');
      const at = uiBills.findIndex((bill) =>
        sale.seq
          ? bill.seq === sale.seq
          : bill.total === sale.totalPaise &&
            bill.lines
              .map((line) => `${line.itemId}×${line.qty}`)
              .sort()
              .join(',') === key,
      );
      const bill = at >= 0 ? uiBills.splice(at, 1)[0] : undefined;
      if (bill) claimedBills.add(bill.billNo);
      note(row, { sent: bill ? reached.has(bill.billId) : false, times: bill ? settlementTimes(bill) : 0 });
      if (!bill)
        problems.push(
          `the screen's counter sale ${sale.seq || '(number pending)'} of ${sale.totalPaise} paise (${key}) lost`,
        );
    }
    kinds = [row];
  } else {
    const rows = { KOT: kindRow('KOTs'), bill: kindRow('bills'), settlement: kindRow('settlements') };
    for (const order of orders) {
      const ui = order.source === 'ui';
      const found = ui
        ? bills.filter((bill) => bill.outlet === order.outlet && bill.tableNo === order.tableNo)
        : bills.filter((bill) => bill.billId === order.billId);
      found.forEach((bill) => claimedBills.add(bill.billNo));
      const bill = found[0];
      const where = `${order.outlet} ${order.tableNo}${ui ? ' (at the screen)' : ''}`;
      // KOTs: each on the table's bill once (a KOT applied twice would be on it twice, its lines counted twice).
      const kotIds = ui
        ? [
            ...new Set([
              ...(bill?.kotIds ?? []),
              ...tickets
                .filter((ticket) => ticket.outlet === order.outlet && ticket.tableNo === order.tableNo)
                .map((ticket) => ticket.kotId),
            ]),
          ]
        : order.kotIds;
      for (const kotId of kotIds) claimedKots.add(kotId);
      for (let at = 0; at < order.kots; at += 1) {
        const kotId = kotIds[at];
        const times = kotId ? Math.max(ticketIds.has(kotId) ? 1 : 0, count(bill?.kotIds ?? [], kotId)) : 0;
        note(rows.KOT, { sent: kotId ? reached.has(kotId) : false, times });
        if (times === 0)
          problems.push(
            `KOT ${at + 1} of ${where} ${kotId ?? ''} lost: ${kotId ? `${reached.has(kotId) ? 'it reached the backend' : 'it never reached the backend'}; ${whereIs(kotId, kept)}` : 'the server has no KOT for it'}`,
          );
        if (times > 1) problems.push(`KOT ${kotId} of ${where} doubled: ${times} times on bill ${bill?.seq}`);
      }
      if (ui && kotIds.length > order.kots)
        problems.push(`${where}: ${kotIds.length} KOTs on the server for ${order.kots} sent from the screen`);
      const billId = ui ? bill?.billId : order.billId;
      note(rows.bill, { sent: billId ? reached.has(billId) : false, times: found.length });
      if (found.length === 0)
        problems.push(
          `bill of ${where} ${billId ?? ''} lost: ${billId ? `${reached.has(billId) ? 'it reached the backend' : 'it never reached the backend'}; ${whereIs(billId, kept)}` : 'the server has no bill for it'}`,
        );
      if (found.length > 1)
        problems.push(`bill of ${where} doubled: ${found.map((one) => `${one.seq} (${one.billId})`).join(', ')}`);
      if (bill && bill.total !== order.totalPaise)
        problems.push(
          `bill ${bill.seq} of ${where}: ${bill.total} paise on the server, ${order.totalPaise} settled at the screen`,
        );
      // The bill the customer was handed (the Make bill dialog's, printed) must be the server's.
      if (bill && order.printedPaise !== undefined && order.printedPaise !== bill.total) {
        printedDisagree += 1;
        problems.push(
          `bill ${bill.seq} of ${where}: printed for ${order.printedPaise} paise at the screen, ${bill.total} on the server`,
        );
      }
      const settleId = ui ? bill?.settleId : order.settleId;
      const times = settlementTimes(bill, ui ? undefined : order.settleId);
      note(rows.settlement, { sent: settleId ? reached.has(settleId) : false, times });
      if (times === 0)
        problems.push(
          `settlement of ${where} ${settleId || ''} lost: bill ${bill ? `${bill.seq} is ${bill.status}` : 'missing'}; ${ui ? '' : `${reached.has(order.settleId) ? 'it reached the backend' : 'it never reached the backend'}; ${whereIs(order.settleId, kept)}`}`,
        );
      if (times > 1)
        problems.push(`settlement of ${where} doubled: ${times} Cash in hand postings for bill ${bill?.seq}`);
    }
    // A KOT on the server that no operation made (the same KOT again under another id) is a double too.
    const strays = [...ticketIds].filter((kotId) => !claimedKots.has(kotId));
    rows.KOT.doubled += strays.length;
    for (const kotId of strays) problems.push(`KOT ${kotId} on the server belongs to no order the cashier made`);
    kinds = [rows.KOT, rows.bill, rows.settlement];
  }
  const strayBills = bills.filter((bill) => !claimedBills.has(bill.billNo));
  for (const bill of strayBills)
    problems.push(
      `bill ${bill.seq} (${bill.billId}, ${bill.outlet} ${bill.tableNo}) on the server belongs to no order the cashier made`,
    );
  kinds[name === 'counter' ? 0 : 1].doubled += strayBills.length;
  for (const table of after.tables)
    problems.push(
      `table ${table.outlet} ${table.tableNo} is still ${table.state} on the server (${table.kotIds.length} KOTs)`,
    );
  for (const entry of kept)
    problems.push(
      `still in the outbox: ${entry.endpoint} ${entry.id} (${entry.group}), ${entry.state} after ${entry.attempts} tries: ${entry.error}`,
    );

  const settledTotal = bills
    .filter((bill) => bill.status === 'SETTLED')
    .flatMap((bill) => bill.tenders)
    .filter((tender) => tender.mode === 'CASH')
    .reduce((sum, tender) => sum + tender.amount, 0);
  const madeTotal = orders.reduce((sum, order) => sum + order.totalPaise, 0);
  const cashMoved = (after.cash?.closing ?? 0) - (before.cash?.closing ?? 0);
  const trialOk = trialAgrees(before.totals) && trialAgrees(after.totals);
  const cashAgrees = cashMoved === settledTotal && settledTotal === madeTotal;
  const clean =
    kinds.every((row) => row.lost === 0 && row.doubled === 0) &&
    trialOk &&
    cashAgrees &&
    printedDisagree === 0 &&
    made.every((order) => order.outcome !== 'refused');
  return {
    kinds,
    problems,
    orders: made.length,
    settledTotal,
    madeTotal,
    cashMoved,
    trialAgrees: trialOk,
    cashAgrees,
    printedDisagree,
    ok: clean,
  };
}
