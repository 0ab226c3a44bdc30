import type { DragEvent } from 'react';

/**
 * The handlers that make an element a drop target for a dragged event (`onDrop` receives nothing: the calendar knows
 * what is dragged).
 */
export function dropTarget(enabled: boolean, onDrop: () => void) {
  if (!enabled) return {};
  return {
    onDragOver: (drag: DragEvent<HTMLElement>) => {
      drag.preventDefault();
      const data = drag.dataTransfer as DataTransfer | null | undefined;
      if (data) data.dropEffect = 'move';
    },
    onDrop: (drag: DragEvent<HTMLElement>) => {
      drag.preventDefault();
      onDrop();
    },
  };
}
