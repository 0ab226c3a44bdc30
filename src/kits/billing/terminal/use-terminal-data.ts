import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useOutbox } from '../../../lib/offline/outbox';
import type { OutboxEntry } from '../../../lib/offline/outbox-types';
import type { Bill } from '../domain/bill-types';
import type { RunningTable } from '../domain/order-types';
import type { BillingRequirements, PosMenuItem, PosOutlet } from '../domain/master-types';
import { useRefreshOnDelivery, useRunningTables } from '../billing-api';
import { useBillingBook } from '../billing-book-context';
import { busyTables } from './busy-tables';
import { searchIndex, type SearchEntry } from './item-search';
import { terminalTables, type TerminalTable } from './pseudo-tables';
import { entriesByGroup, tableGroup } from './sent-lines';
import { tableTile, type TableTile } from './table-tiles';
import { urlChoice } from './url-table';
import { useDeliveredKots } from './use-delivered-kots';
import { useDeliveryCustomers } from './use-delivery-customers';
import { useNow } from './use-now';
import { useOutletChoice } from './use-outlet-choice';
import type { TerminalMessage } from './terminal-message';

export interface TerminalData {
  requirements: BillingRequirements;
  outlet: PosOutlet | null;
  chooseOutlet: (code: string) => void;
  /** The outlet's tables: the master's, then delivery pseudo tables running, waiting or open (pseudo-tables). */
  tables: TerminalTable[];
  tiles: TableTile[];
  running: ReadonlyMap<string, RunningTable>;
  entriesOf: (tableNo: string) => OutboxEntry[];
  /** KOTs delivered since the running tables were last read (see useDeliveredKots). */
  deliveredOf: (tableNo: string) => OutboxEntry[];
  items: ReadonlyMap<string, PosMenuItem>;
  index: SearchEntry[];
  tableNo: string | null;
  openTable: (tableNo: string) => void;
  closeTable: () => void;
  /** The table whose tile takes focus back once its order is closed. */
  focusTable: string | null;
  /** A screen-level word (e.g. a table settled and closed). */
  notice: TerminalMessage | null;
  setNotice: (message: TerminalMessage | null) => void;
  /** The bill settled last, offered for printing with its settlement (kept after its table closes). */
  settled: Bill | null;
  setSettled: (bill: Bill | null) => void;
}

const NONE: OutboxEntry[] = [];
const NO_NAMES: ReadonlyMap<string, string> = new Map();

/** The terminal's shared state: the menu, the outlet, its tables live (backend + outbox), the open table. */
export function useTerminalData(requirements: BillingRequirements): TerminalData {
  useRefreshOnDelivery();
  const { endpoints: routes } = useBillingBook();
  const [outlet, chooseOutlet, visitOutlet] = useOutletChoice(requirements.outlets);
  const runningQuery = useRunningTables();
  const { waiting, failed } = useOutbox();
  const now = useNow();
  const [notice, setNotice] = useState<TerminalMessage | null>(null);
  const [settled, setSettled] = useState<Bill | null>(null);
  const [opened, setOpened] = useState<{ outlet: string; tableNo: string } | null>(null);
  const [lastOpened, setLastOpened] = useState<string | null>(null);
  const code = outlet?.code ?? '';

  // ?outlet=<code>&table=<tableNo> (the Delivery screen's link): applied once per address, during render so no frame
  // shows the grid first.
  const [params] = useSearchParams();
  const address = params.toString();
  const [applied, setApplied] = useState('');
  if (address !== applied) {
    setApplied(address);
    const choice = urlChoice(
      params.get('outlet'),
      params.get('table'),
      requirements.outlets,
      requirements.tables,
      code || null,
    );
    if (choice.outlet) visitOutlet(choice.outlet);
    if (choice.table) {
      setOpened({ outlet: choice.outlet ?? code, tableNo: choice.table });
      setLastOpened(choice.table);
    }
    if (choice.problem) setNotice({ variant: 'danger', text: choice.problem });
  }

  const items = useMemo(() => new Map(requirements.items.map((item) => [item.code, item])), [requirements.items]);
  const index = useMemo(() => searchIndex(requirements.items), [requirements.items]);
  const groups = useMemo(() => entriesByGroup([...waiting, ...failed]), [waiting, failed]);
  const delivered = useDeliveredKots(waiting, failed, runningQuery.data, routes, now);
  const running = useMemo(
    () => new Map((runningQuery.data ?? []).filter((row) => row.outlet === code).map((row) => [row.tableNo, row])),
    [runningQuery.data, code],
  );
  const tableNo = opened && opened.outlet === code ? opened.tableNo : null;
  const waitingTables = useMemo(() => busyTables(code, groups, delivered, routes), [groups, delivered, code, routes]);
  const master = requirements.tables;
  const unnamed = useMemo(
    () =>
      terminalTables({
        master,
        outlet: code,
        running: running.keys(),
        waiting: waitingTables,
        opened: tableNo,
        customers: NO_NAMES,
      }),
    [master, code, running, waitingTables, tableNo],
  );
  const customers = useDeliveryCustomers(
    code,
    requirements.today,
    unnamed.some((table) => table.pseudo),
  );
  // A delivery's pseudo table is named by its customer, a counter order's by its token once the backend has given it.
  const tables = useMemo(
    () =>
      unnamed.map((table) => {
        if (!table.pseudo) return table;
        const token = running.get(table.code)?.token;
        if (token) return { ...table, name: `Token ${token}` };
        return customers.has(table.code) ? { ...table, name: customers.get(table.code)! } : table;
      }),
    [unnamed, customers, running],
  );
  const tiles = useMemo(
    () =>
      tables.map((table) =>
        tableTile(
          table,
          running.get(table.code),
          groups.get(tableGroup(code, table.code)) ?? NONE,
          items,
          now,
          delivered.get(tableGroup(code, table.code)),
          routes,
        ),
      ),
    [tables, running, groups, code, items, now, delivered, routes],
  );
  // Stable, so the memoised tiles do not re-render for nothing.
  const openTable = useCallback(
    (wanted: string) => {
      setOpened({ outlet: code, tableNo: wanted });
      setLastOpened(wanted);
    },
    [code],
  );
  const closeTable = useCallback(() => setOpened(null), []);
  return {
    requirements,
    outlet,
    chooseOutlet,
    tables,
    tiles,
    running,
    items,
    index,
    openTable,
    closeTable,
    notice,
    setNotice,
    settled,
    setSettled,
    tableNo,
    entriesOf: (wanted) => groups.get(tableGroup(code, wanted)) ?? NONE,
    deliveredOf: (wanted) => delivered.get(tableGroup(code, wanted)) ?? NONE,
    focusTable: opened ? null : lastOpened,
  };
}
