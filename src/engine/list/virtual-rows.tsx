import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useRef } from 'react';

/** Where nothing is laid out yet (no layout engine), the first screenful shows. */
const FIRST_SCREEN = 40;

interface Options {
  count: number;
  /** A drawn row's height, as the rows shown without the virtualizer are placed. */
  rowHeight: number;
  /** A row's height before it is measured. */
  estimateSize: () => number;
  overscan: number;
  /** Every row in the page (printing), not only the ones in view. */
  all?: boolean;
}

/**
 * The rows of a long table that are in the page: those in view of the scroller (and a few around), or every row when
 * told to, or the first screenful where nothing is laid out yet. `before` and `after` are the heights the rows left
 * out would take, for spacer rows that keep the scroll height.
 */
export function useVirtualRows({ count, rowHeight, estimateSize, overscan, all = false }: Options) {
  const scroller = useRef<HTMLDivElement>(null);
  // No React Compiler here; the virtualizer's functions are read fresh on every render.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({ count, getScrollElement: () => scroller.current, estimateSize, overscan });
  const virtual = virtualizer.getVirtualItems();
  const plain = all || (virtual.length === 0 && count > 0);
  const items = plain
    ? Array.from({ length: all ? count : Math.min(count, FIRST_SCREEN) }, (_, index) => ({
        index,
        start: index * rowHeight,
        end: (index + 1) * rowHeight,
      }))
    : virtual;
  const before = plain ? 0 : (items[0]?.start ?? 0);
  const after = plain ? 0 : virtualizer.getTotalSize() - (items.length > 0 ? items[items.length - 1]!.end : 0);
  // A row out of the page is brought in by the virtualizer; one in it only needs scrolling to.
  const reveal = useCallback(
    (index: number) => {
      if (!plain) virtualizer.scrollToIndex(index, { align: 'auto' });
    },
    [plain, virtualizer],
  );
  return { scroller, items, plain, before, after, measureElement: virtualizer.measureElement, reveal };
}

/** The room the rows left out of the page would take, so the scroll bar stays true. */
export function SpacerRow({ height, cells }: { height: number; cells: number }) {
  if (!(height > 0)) return null;
  return (
    <tr aria-hidden="true">
      <td colSpan={cells} style={{ height, padding: 0, border: 0 }} />
    </tr>
  );
}
