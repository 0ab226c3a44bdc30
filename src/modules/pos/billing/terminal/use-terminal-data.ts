import { useCallback, useMemo, useState } from 'react';
import { useOutbox } from '../../../../lib/offline/outbox';
import type { OutboxEntry } from '../../../../lib/offline/outbox-types';
import type { BillingRequirements, PosMenuItem, PosOutlet, PosTable, RunningTable } from '../../domain/billing-types';
import { useRefreshOnDelivery, useRunningTables } from '../billing-api';
import { searchIndex, type SearchEntry } from './item-search';
import { entriesByGroup, tableGroup } from './sent-lines';
import { tableTile, type TableTile } from './table-tiles';
import { useDeliveredKots } from './use-delivered-kots';
import { useNow } from './use-now';
import { useOutletChoice } from './use-outlet-choice';
import type { TerminalMessage } from './use-send-kot';

export interface TerminalData {
  requirements: BillingRequirements;
  outlet: PosOutlet | null;
  chooseOutlet: (code: string) => void;
  tables: PosTable[];
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
}

const NONE: OutboxEntry[] = [];

/** The terminal's shared state: the menu, the outlet, its tables live (backend + outbox), the open table. */
export function useTerminalData(requirements: BillingRequirements): TerminalData {
  useRefreshOnDelivery();
  const [outlet, chooseOutlet] = useOutletChoice(requirements.outlets);
  const runningQuery = useRunningTables();
  const { waiting, failed } = useOutbox();
  const now = useNow();
  const [notice, setNotice] = useState<TerminalMessage | null>(null);
  const [opened, setOpened] = useState<{ outlet: string; tableNo: string } | null>(null);
  const items = useMemo(() => new Map(requirements.items.map((item) => [item.code, item])), [requirements.items]);
  const index = useMemo(() => searchIndex(requirements.items), [requirements.items]);
  const groups = useMemo(() => entriesByGroup([...waiting, ...failed]), [waiting, failed]);
  const delivered = useDeliveredKots(waiting, failed, runningQuery.dataUpdatedAt);
  const code = outlet?.code ?? '';
  const tables = useMemo(() => requirements.tables.filter((table) => table.outlet === code), [requirements.tables, code]);
  const running = useMemo(() => new Map((runningQuery.data ?? []).filter((row) => row.outlet === code).map((row) => [row.tableNo, row])), [runningQuery.data, code]);
  const tiles = useMemo(
    () => tables.map((table) => tableTile(table, running.get(table.code), groups.get(tableGroup(code, table.code)) ?? NONE, items, now, delivered.get(tableGroup(code, table.code)))),
    [tables, running, groups, code, items, now, delivered],
  );
  // Stable, so the memoised tiles do not re-render for nothing.
  const [lastOpened, setLastOpened] = useState<string | null>(null);
  const openTable = useCallback((tableNo: string) => {
    setOpened({ outlet: code, tableNo });
    setLastOpened(tableNo);
  }, [code]);
  const closeTable = useCallback(() => setOpened(null), []);
  return {
    requirements, outlet, chooseOutlet, tables, tiles, running, items, index, openTable, closeTable, notice, setNotice,
    entriesOf: (tableNo) => groups.get(tableGroup(code, tableNo)) ?? NONE,
    deliveredOf: (tableNo) => delivered.get(tableGroup(code, tableNo)) ?? NONE,
    tableNo: opened && opened.outlet === code ? opened.tableNo : null,
    focusTable: opened ? null : lastOpened,
  };
}
