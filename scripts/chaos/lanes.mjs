// What a chaos run works with, dealt out from the driver's setup of the edition: the items of the driver and of the
// screens, the outlets, the tables the screens serve and the lanes the driver serves.
import { say, UI_ORDERS } from './options.mjs';

/** Deals the edition's items, outlets and tables (the driver's `load` answer) out to the run. */
export function shareOut(run, setup) {
  const { name, seed } = run;
  const stocked = new Set(setup.stock.map((row) => row.item));
  // Items whose price the terminal takes as it is (no open rate), sold without stock limits; a few are the screens'
  // alone.
  const usable = setup.items.filter((item) => !item.openRate && !item.kind && !stocked.has(item.code));
  const shuffled = [...usable].sort(() => run.rng.next() - 0.5);
  run.uiItems = shuffled.slice(0, 4);
  run.items = name === 'counter' ? shuffled.slice(4) : shuffled;
  run.outlets = setup.outlets
    .filter((outlet) =>
      name === 'restaurant'
        ? outlet.outletType === 'DINE'
        : name === 'takeaway'
          ? outlet.code === 'MAIN' || !outlet.autoSettle
          : true,
    )
    .map((outlet) => outlet.code);
  if (name === 'restaurant') {
    const tables = setup.tables.filter((table) => run.outlets.includes(table.outlet));
    // The screens serve the first tables of each outlet, each once; the driver every other table, again and again.
    const uiTables = run.outlets.flatMap((outlet) =>
      tables.filter((table) => table.outlet === outlet).slice(0, UI_ORDERS / 2),
    );
    run.uiTables = uiTables.map((table) => ({ outlet: table.outlet, tableNo: table.code }));
    run.lanes = tables
      .filter((table) => !uiTables.includes(table))
      .map((table) => ({ outlet: table.outlet, tableNo: table.code, group: '' }));
  } else if (name === 'takeaway') {
    run.lanes = Array.from({ length: 12 }, (_, at) => ({ outlet: run.outlets[at % run.outlets.length], group: '' }));
  }
  say(
    `${name} seed ${seed}: outlets ${run.outlets.join(', ')}; ${run.items.length} items for the driver, UI items ${run.uiItems.map((item) => item.code).join(', ')}`,
  );
}
