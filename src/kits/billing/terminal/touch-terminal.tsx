import { ItemTiles } from './item-tiles';
import { OrderPane } from './order-pane';
import { TableGrid } from './table-grid';
import { TerminalFrame } from './terminal-frame';

/**
 * Touch screens and phones: the table tiles, then the open table with item group and item tiles (panes stack on a
 * phone).
 */
export function TouchTerminal({ title }: { title: string }) {
  return (
    <TerminalFrame title={title}>
      {(data) => {
        const table = data.tables.find((row) => row.code === data.tableNo);
        if (!table) {
          return (
            <section aria-labelledby="tables-title" className="d-print-none">
              <h2 id="tables-title" className="h5">
                Tables
              </h2>
              <TableGrid
                tiles={data.tiles}
                openTable={null}
                onOpen={data.openTable}
                focusTable={data.focusTable}
                large
              />
            </section>
          );
        }
        return (
          <OrderPane
            key={`${table.outlet}|${table.code}`}
            data={data}
            table={table}
            large
            picker={(open) => (
              <ItemTiles
                items={data.requirements.items}
                outlet={data.outlet?.code ?? ''}
                rates={data.requirements.rates}
                onAdd={open.order.add}
              />
            )}
          />
        );
      }}
    </TerminalFrame>
  );
}
