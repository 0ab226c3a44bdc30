import { TableGrid } from './table-grid';
import { OrderPane } from './order-pane';
import { TerminalFrame } from './terminal-frame';

/** Table service at a desk: the live table grid beside the open table's order, keyboard first. */
export function ClassicTerminal({ title }: { title: string }) {
  return (
    <TerminalFrame title={title}>
      {(data) => {
        const table = data.tables.find((row) => row.code === data.tableNo);
        return (
          <div className="row g-3">
            <section className="col-lg-5 d-print-none" aria-labelledby="tables-title">
              <h2 id="tables-title" className="h5">
                Tables
              </h2>
              <TableGrid
                tiles={data.tiles}
                openTable={data.tableNo}
                onOpen={data.openTable}
                focusTable={data.focusTable}
              />
            </section>
            <div className="col-lg-7">
              {table ? (
                <OrderPane key={`${table.outlet}|${table.code}`} data={data} table={table} />
              ) : (
                <p className="d-print-none">Choose a table to take its order.</p>
              )}
            </div>
          </div>
        );
      }}
    </TerminalFrame>
  );
}
