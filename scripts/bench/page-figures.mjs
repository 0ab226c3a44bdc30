// The benchmark pages' figures (bench/*-bench.tsx), printed against their budgets; `overBudget()` says whether any
// printed figure was over its budget.
import { BUDGET } from './budget.mjs';

let over = false;
/** Whether a figure printed so far was over its budget. */
export const overBudget = () => over;

/** The engine's list of 100,000 rows and the accounts' ledger and statements. */
export function printList(list) {
  console.log(`\n## list of ${list.rows.toLocaleString('en')} rows (engine list pipeline + virtual table, Chromium)`);
  console.log(
    `mount: ${list.mountCommitMs.toFixed(0)} ms to commit, ${list.mountPaintMs.toFixed(0)} ms to first paint (budget ${BUDGET.listMountMs} ms)`,
  );
  console.log(
    `search keystroke: at most ${list.searchMaxMs.toFixed(1)} ms (each: ${list.searchesMs.map((ms) => ms.toFixed(1)).join(', ')}; budget ${BUDGET.listSearchMs} ms)`,
  );
  console.log(
    `scrolling: ${list.scrollFps.toFixed(1)} fps, ${list.longFrames} frames over 18 ms (budget ${BUDGET.listFps} fps); ${list.renderedRows} table rows in the page`,
  );
  if (
    list.mountPaintMs > BUDGET.listMountMs ||
    list.searchMaxMs > BUDGET.listSearchMs ||
    list.scrollFps < BUDGET.listFps
  )
    over = true;
}

export function printLedger(ledger) {
  console.log(
    `\n## accounts over ${ledger.lines.toLocaleString('en')} ledger lines (demo backend handlers in Chromium, IndexedDB)`,
  );
  const statementFigures = Object.entries(ledger.statements.warmMedianMs);
  console.log(
    `statements, median of 5 calls each: ${statementFigures.map(([name, ms]) => `${name} ${ms.toFixed(0)} ms`).join(', ')} (budget ${BUDGET.statementMs} ms each)`,
  );
  console.log(
    `first call of all (reads the year from IndexedDB into memory): ${ledger.statements.coldFirstCallMs.toFixed(0)} ms`,
  );
  console.log(
    `ledger of ${ledger.ledger.entries.toLocaleString('en')} entries: answered in ${ledger.ledger.fetchMs.toFixed(0)} ms; renders in ${ledger.ledger.mountCommitMs.toFixed(0)} ms to commit, ${ledger.ledger.mountPaintMs.toFixed(0)} ms to first paint (budget ${BUDGET.ledgerMountMs} ms); scrolling ${ledger.ledger.scrollFps.toFixed(1)} fps (budget ${BUDGET.ledgerFps}); ${ledger.ledger.renderedRows} table rows in the page`,
  );
  if (
    statementFigures.some(([, ms]) => ms > BUDGET.statementMs) ||
    ledger.ledger.mountPaintMs > BUDGET.ledgerMountMs ||
    ledger.ledger.scrollFps < BUDGET.ledgerFps
  )
    over = true;
}

/** The stock figures: 1,000,000 stock rows, the closing stock per store, a 5,000-line audit, a 200-line receipt. */
export function printStock(stock) {
  if (stock.error) throw new Error(`stock benchmark: ${stock.error}`);
  console.log(
    `\n## stock over ${stock.rows.toLocaleString('en')} stock rows (demo backend handlers in Chromium, IndexedDB)`,
  );
  console.log(
    `closing stock per store (${stock.closing.lines.toLocaleString('en')} lines): median of 5 calls ${stock.closing.warmMedianMs.toFixed(0)} ms (budget ${BUDGET.closingStockMs} ms); first call, reading the ledger from IndexedDB, ${stock.closing.coldMs.toFixed(0)} ms; as on a past date (the ledger read up to it, median of 3) ${stock.closing.pastMedianMs.toFixed(0)} ms`,
  );
  console.log(
    `stock audit of ${stock.audit.lines.toLocaleString('en')} lines checked and posted: ${stock.audit.ms.toFixed(0)} ms (budget ${BUDGET.stockAuditMs} ms)`,
  );
  console.log(
    `goods receipt of ${stock.receipt.lines} lines saved: ${stock.receipt.ms.toFixed(0)} ms (budget ${BUDGET.receiptMs} ms); the company's first receipt (seeding its masters and books) ${stock.receipt.firstMs.toFixed(0)} ms`,
  );
  if (
    stock.closing.warmMedianMs > BUDGET.closingStockMs ||
    stock.audit.ms > BUDGET.stockAuditMs ||
    stock.receipt.ms > BUDGET.receiptMs
  )
    over = true;
}

/** The restaurant figures: item search over 2,000 items, a 10-line KOT, 100 live tables, 30 days of settlements. */
export function printPos(pos) {
  if (pos.error) throw new Error(`restaurant benchmark: ${pos.error}`);
  const ms = (value) => `${value.toFixed(0)} ms`;
  console.log(
    `\n## restaurant: ${pos.search.items.toLocaleString('en')} menu items, ${pos.grid.tables} tables, ${pos.bills.toLocaleString('en')} bills over ${pos.settlements.days} days (Chromium; demo backend handlers, IndexedDB)`,
  );
  console.log(
    `item search keystroke to results painted: median ${ms(pos.search.paintMedianMs)}, slowest ${ms(pos.search.paintMaxMs)} (budget ${BUDGET.posSearchMs} ms); React commit at most ${pos.search.commitMaxMs.toFixed(1)} ms`,
  );
  console.log(
    `Send KOT of ${pos.kot.lines} lines answered: median of 5 ${ms(pos.kot.medianMs)} (budget ${BUDGET.posKotMs} ms); the first KOT of the day ${ms(pos.kot.firstMs)}; the billing requirements (first call, seeding the masters) ${ms(pos.requirementsMs)}`,
  );
  console.log(
    `Make bill answered with its number (what the printed bill waits for online): median of 5 ${ms(pos.bill.medianMs)}, slowest ${ms(pos.bill.maxMs)} (budget ${BUDGET.posNumberedBillMs} ms)`,
  );
  console.log(
    `table grid of ${pos.grid.tables} live tables: ${ms(pos.grid.commitMs)} to commit, ${ms(pos.grid.paintMs)} to first paint (budget ${BUDGET.posGridMs} ms); ${pos.grid.buttons} table buttons`,
  );
  console.log(
    `settlement day report (today's ${pos.settlements.dayRows.toLocaleString('en')} tenders among the ${pos.settlements.days} days' bills): median of 5 calls ${ms(pos.settlements.dayMedianMs)}; settlements over all ${pos.settlements.days} days per day and mode: median of 5 ${ms(pos.settlements.periodMedianMs)} (budget ${BUDGET.posSettlementsMs} ms each); first call, reading the bills from IndexedDB, ${ms(pos.settlements.coldMs)}`,
  );
  if (
    pos.search.paintMaxMs > BUDGET.posSearchMs ||
    pos.kot.medianMs > BUDGET.posKotMs ||
    pos.bill.maxMs > BUDGET.posNumberedBillMs ||
    pos.grid.paintMs > BUDGET.posGridMs ||
    Math.max(pos.settlements.dayMedianMs, pos.settlements.periodMedianMs) > BUDGET.posSettlementsMs
  )
    over = true;
}

/** The counter and take-away figures: a scan into a counter of 20,000 goods; the best of 200 offers on 50 lines. */
export function printSales(sales) {
  if (sales.error) throw new Error(`sales benchmark: ${sales.error}`);
  const ms = (value) => `${value.toFixed(1)} ms`;
  const { scan, offers } = sales;
  console.log(`\n## counter and take-away sales (Chromium; the product's counter component, the offers' own function)`);
  console.log(
    `counter of ${scan.items.toLocaleString('en')} goods with barcodes: a scan's Enter to its line painted, median of 10 ${ms(scan.enterMedianMs)}, slowest ${ms(scan.enterMaxMs)} (budget ${BUDGET.counterScanMs} ms); the whole scan (13 digits typed, then Enter) median ${ms(scan.scanMedianMs)}; the counter mounted and painted in ${ms(scan.mountMs)}`,
  );
  console.log(
    `best of ${offers.offers} customer offers on a ${offers.lines}-line order: median of 50 ${ms(offers.medianMs)}, slowest ${ms(offers.maxMs)} (budget ${BUDGET.offersMs} ms; offer applied ${offers.applied || 'none'})`,
  );
  if (scan.enterMaxMs > BUDGET.counterScanMs || offers.maxMs > BUDGET.offersMs) over = true;
}

/** The front office figures: a 300-room hotel with a year of stays; the panel, a 500-line folio, the night audit. */
export function printHotel(hotel) {
  if (hotel.error) throw new Error(`hotel benchmark: ${hotel.error}`);
  const ms = (value) => `${value.toFixed(0)} ms`;
  const { panel, folio, audit } = hotel;
  console.log(
    `\n## hotel: 300 rooms, ${hotel.stays.toLocaleString('en')} stays over a year with ${hotel.lines.toLocaleString('en')} folio lines, ${hotel.open} in house (Chromium; demo backend handlers, IndexedDB; the product's components)`,
  );
  console.log(
    `room panel: answered in ${ms(panel.medianMs)} (median of 5; first call ${ms(panel.firstMs)}); 300 tiles rendered to first paint ${ms(panel.render.medianMs)} median of 5, first ${ms(panel.render.firstMs)} (budget ${BUDGET.hotelPanelMs} ms)`,
  );
  console.log(
    `guest folio of ${folio.lines} lines: answered in ${ms(folio.medianMs)} (median of 5); rendered to first paint ${ms(folio.render.medianMs)} median of 5, first ${ms(folio.render.firstMs)}; answer + render ${ms(folio.medianMs + folio.render.medianMs)} (budget ${BUDGET.hotelFolioMs} ms)`,
  );
  console.log(
    `night audit of ${audit.date}, ${hotel.open} occupied rooms: preview ${ms(audit.previewMedianMs)} (median of 3); run (nights, taxes and vouchers posted) ${ms(audit.runMs)} (budget ${BUDGET.hotelAuditMs} ms); ${audit.nightsOnAStay} nights on a stay after it`,
  );
  if (
    panel.render.medianMs > BUDGET.hotelPanelMs ||
    folio.medianMs + folio.render.medianMs > BUDGET.hotelFolioMs ||
    audit.runMs > BUDGET.hotelAuditMs
  )
    over = true;
}

/**
 * The HR figures: the salary statement of 5,000 employees, the attendance grid of 500 x 31, the month grid's answer.
 */
export function printHrd(hrd) {
  if (hrd.error) throw new Error(`HR benchmark: ${hrd.error}`);
  const ms = (value) => `${value.toFixed(0)} ms`;
  const { salary, monthGrid, grid } = hrd;
  const perSecond = (count, millis) => Math.round((count * 1000) / millis).toLocaleString('en');
  console.log(
    `\n## HR and payroll: ${salary.employees.toLocaleString('en')} employees with ${salary.attendanceRows.toLocaleString('en')} saved attendance rows in ${salary.month}, ${salary.advances} advances (Chromium; demo backend handlers, IndexedDB; the product's grid)`,
  );
  console.log(
    `salary statement run (reads, compute, writes): first run ${ms(salary.first.ms)} for ${salary.first.computed.toLocaleString('en')} lines, ${perSecond(salary.first.computed, salary.first.ms)} a second, ${salary.first.problems} problems listed (budget ${BUDGET.hrdSalaryRunMs} ms); re-run after one employee's attendance changed ${ms(salary.rerun.ms)} (${salary.rerun.computed} recomputed, ${salary.rerun.unchanged.toLocaleString('en')} unchanged); re-run with nothing changed ${ms(salary.same.ms)}`,
  );
  console.log(
    `pure engine (computeStatement) over the same inputs: ${ms(salary.engine.medianMs)} for ${salary.engine.lines.toLocaleString('en')} lines, median of 5 (first ${ms(salary.engine.firstMs)}); the run's reads ${ms(salary.reads.allMs)}, of which the month's attendance ${ms(salary.reads.monthAttendanceMedianMs)} (median of 3); writing the ${salary.writes.lines.toLocaleString('en')} lines in one transaction ${ms(salary.writes.ms)}`,
  );
  console.log(
    `month grid answer, ${monthGrid.employees} employees x ${monthGrid.days} days from ${monthGrid.punches.toLocaleString('en')} punches, nothing saved (${monthGrid.cells.toLocaleString('en')} cells proposed): median of 5 calls ${ms(monthGrid.medianMs)}; first call ${ms(monthGrid.firstMs)} (no budget)`,
  );
  console.log(
    `attendance grid of ${grid.employees} x ${grid.days}: mount to first paint ${ms(grid.mount.medianMs)} median of 5 (${grid.mount.runsMs.map((value) => value.toFixed(0)).join(', ')}; budget ${BUDGET.hrdGridMountMs} ms), every row drawn ${ms(grid.mount.allDrawnMs)} after mounting (the rows in view first, the rest in idle time); then scrolling ${grid.scrollFps.toFixed(1)} fps, ${grid.longFrames} frames over 18 ms, slowest ${ms(grid.slowestFrameMs)} (budget ${BUDGET.hrdGridFps} fps); ${grid.renderedRows} table rows in the page`,
  );
  if (
    salary.first.ms > BUDGET.hrdSalaryRunMs ||
    salary.rerun.ms > BUDGET.hrdSalaryRunMs ||
    grid.mount.medianMs > BUDGET.hrdGridMountMs ||
    grid.scrollFps < BUDGET.hrdGridFps
  )
    over = true;
}

/**
 * The school figures: 2,020 pupils and 60 teachers; a class register saved, the report cards of a class of 60, the
 * timetable clash check.
 */
export function printSchool(school) {
  if (school.error) throw new Error(`school benchmark: ${school.error}`);
  const ms = (value) => `${value.toFixed(0)} ms`;
  const fine = (value) => `${value.toFixed(2)} ms`;
  const { data, register, reportCards, clash } = school;
  console.log(
    `\n## school: ${data.students.toLocaleString('en')} pupils in ${data.classes} classes, ${data.teachers} teachers, ${data.slots.toLocaleString('en')} timetable periods, ${data.registers.toLocaleString('en')} registers over ${data.days} school days, ${data.sheets} marks sheets (Chromium; demo backend handlers, IndexedDB; the product's report cards)`,
  );
  console.log(
    `class register of ${register.pupils} pupils saved (SetStuAttendanceRegister): median of 5 days ${ms(register.medianMs)} (${register.runsMs.map((value) => value.toFixed(0)).join(', ')}; budget ${BUDGET.schoolRegisterMs} ms); first save ${ms(register.firstMs)}; of a save, reading the ${data.students.toLocaleString('en')} pupils ${ms(register.studentsReadMs)} (median of 3)`,
  );
  console.log(
    `report cards of ${reportCards.cards} pupils x ${reportCards.subjects} subjects: answer + render to first paint ${ms(reportCards.total.medianMs)} median of 5 (${reportCards.total.runsMs.map((value) => value.toFixed(0)).join(', ')}; budget ${BUDGET.schoolReportCardsMs} ms); answered in ${ms(reportCards.answer.medianMs)}, rendered in ${ms(reportCards.render.medianMs)} (medians); first: answer ${ms(reportCards.answer.firstMs)}, render ${ms(reportCards.render.firstMs)}`,
  );
  console.log(
    `timetable clash check of one class's week against ${clash.classes} classes (${clash.slots.toLocaleString('en')} periods, ${clash.teachers} teachers): median of 50 ${fine(clash.check.medianMs)}, slowest ${fine(clash.check.maxMs)} (budget ${BUDGET.schoolClashMs} ms); first ${fine(clash.check.firstMs)}; the whole SetStuTimetable answer median of 5 ${ms(clash.save.medianMs)}, first ${ms(clash.save.firstMs)}`,
  );
  if (
    register.medianMs > BUDGET.schoolRegisterMs ||
    reportCards.total.medianMs > BUDGET.schoolReportCardsMs ||
    clash.check.medianMs > BUDGET.schoolClashMs
  )
    over = true;
}

/** The production figures: 200 products through three levels of set-ups over 5,000 stock items. */
export function printProduction(production) {
  if (production.error) throw new Error(`production benchmark: ${production.error}`);
  const ms = (value) => `${value.toFixed(0)} ms`;
  const { data, explode, answer } = production;
  console.log(
    `\n## production: ${data.products} products, ${data.setups.toLocaleString('en')} set-ups (three levels), ${data.items.toLocaleString('en')} stock items with ${data.stockRows.toLocaleString('en')} ledger rows (Chromium; demo backend handlers, IndexedDB)`,
  );
  console.log(
    `explodeAndNet of every product (${explode.materials.toLocaleString('en')} materials netted): median of 20 ${explode.medianMs.toFixed(1)} ms, slowest ${explode.maxMs.toFixed(1)} ms (budget ${BUDGET.productionExplodeMs} ms); first ${explode.firstMs.toFixed(1)} ms`,
  );
  console.log(
    `PPCItemsRequiredForMassPlanning answer (${answer.shortages.toLocaleString('en')} shortages): cold ${ms(answer.coldMs)} (set-ups, items and ledger read from IndexedDB), warm median of 5 ${ms(answer.warmMedianMs)} (budget ${BUDGET.productionPlanAnswerMs} ms)`,
  );
  if (explode.medianMs > BUDGET.productionExplodeMs || answer.warmMedianMs > BUDGET.productionPlanAnswerMs) over = true;
}

/** The command palette: each keystroke over the largest edition's menu and 100,000 products, to results painted. */
export function printPalette(palette) {
  if (palette.error) throw new Error(`palette benchmark: ${palette.error}`);
  const ms = (value) => `${value.toFixed(1)} ms`;
  console.log(
    `\n## command palette: ${palette.screens} screens (D-MIN administrator) and ${palette.products.toLocaleString('en')} products (Chromium; the product's palette)`,
  );
  console.log(
    `palette: keystroke to results painted, ${palette.keystrokes} keystrokes: median ${ms(palette.paintMedianMs)}, slowest ${ms(palette.paintMaxMs)} (at "${palette.slowestAt}"; budget ${BUDGET.paletteMs} ms); React commit at most ${ms(palette.commitMaxMs)}; at most ${palette.optionsShown} options listed; opened (its code fetched, the products indexed) to painted in ${ms(palette.openMs)}`,
  );
  if (palette.paintMaxMs > BUDGET.paletteMs) over = true;
}

const middle = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const half = sorted.length >> 1;
  return sorted.length % 2 ? sorted[half] : (sorted[half - 1] + sorted[half]) / 2;
};

/**
 * The palette's records search: 100,000 records of a hotel, each keystroke to the records painted, on several fresh
 * pages. A keystroke's figure is its median over the pages, as the other benchmarks take a median of repeated calls:
 * a key slow on every page (the first key's code run for the first time) still shows, while a stall of the shared
 * machine that hits one page's key does not decide the budget. The slowest single keystroke is printed beside it.
 */
export function printRecords(runs) {
  const failedRun = runs.find((run) => run.error);
  if (failedRun) throw new Error(`records benchmark: ${failedRun.error}`);
  const [first] = runs;
  const ms = (value) => `${value.toFixed(1)} ms`;
  console.log(
    `\n## records search: ${first.records.toLocaleString('en')} records (${Object.entries(first.data)
      .map(([name, count]) => `${count.toLocaleString('en')} ${name}`)
      .join(', ')}; Chromium; demo backend in the page, IndexedDB; the product's palette; ${runs.length} fresh pages)`,
  );
  runs.forEach((run, at) => {
    console.log(
      `page ${at + 1}: indexes built (the palette opening asks for it) ${ms(run.coldMs)}; answer of the handler, ${run.keystrokes} keystrokes: median ${ms(run.answer.medianMs)}, slowest ${ms(run.answer.maxMs)} (at "${run.answer.slowestAt}"); keystroke to records painted: median ${ms(run.painted.medianMs)}, slowest ${ms(run.painted.maxMs)} (at "${run.painted.slowestAt}"); at most ${run.mostFound} records found, ${run.mostShown} options listed`,
    );
    console.log(
      `  each keystroke (ms): ${run.all.join(', ')}; the palette's own render at the key: ${run.atTheKey.join(', ')}`,
    );
  });
  const perKey = first.all.map((_, key) => middle(runs.map((run) => run.all[key])));
  const slowest = Math.max(...perKey);
  const single = Math.max(...runs.map((run) => run.painted.maxMs));
  console.log(
    `keystroke to records painted, each key's median over the ${runs.length} pages: median ${ms(middle(perKey))}, slowest ${ms(slowest)} (at "${first.typed[perKey.indexOf(slowest)]}"; budget ${BUDGET.recordsSearchMs} ms); the slowest single keystroke of any page ${ms(single)}`,
  );
  console.log(`  each key's median (ms): ${perKey.join(', ')}`);
  if (slowest > BUDGET.recordsSearchMs) over = true;
}
