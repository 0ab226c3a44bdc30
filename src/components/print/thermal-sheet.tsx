import { useId, useLayoutEffect, useRef, type HTMLAttributes, type ReactNode } from 'react';
import { usePaperWidth } from './paper-setting';
import { thermalPageName, thermalPageRule, type PaperWidth } from './thermal-paper';

interface Props extends Omit<HTMLAttributes<HTMLElement>, 'style'> {
  /** The element the slip is (a KOT is an article of its own). */
  as?: 'div' | 'article' | 'section';
  /** The roll, when the print fixes it; else the outlet's (`outlet`, else the screen's) as set on this device. */
  paper?: PaperWidth;
  /** The outlet the slip belongs to (a bill's), when it is not the screen's. */
  outlet?: string;
  children: ReactNode;
}

/**
 * A slip laid out for a thermal roll (80 or 58 mm; `src/styles/_print.scss`): on screen the slip as it will print,
 * on paper only the slips, each on a page of its own as wide as the roll and as long as the slip. The page's length
 * is the slip's as measured on screen (the slip lays out alike on both), kept in a style rule of its own in the head.
 */
export function ThermalSheet({ as: Element = 'div', paper, outlet, className, children, ...rest }: Props) {
  const chosen = usePaperWidth(outlet);
  const width = paper ?? chosen;
  const name = thermalPageName(useId());
  const sheet = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const element = sheet.current;
    if (!element) return;
    const rule = document.createElement('style');
    rule.dataset.thermalPage = name;
    document.head.append(rule);
    const measure = () => {
      rule.textContent = thermalPageRule(name, width, element.getBoundingClientRect().height);
    };
    measure();
    // Lines arriving later (a bill's number, a QR code's image) make the slip longer.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      rule.remove();
    };
  }, [name, width]);
  return (
    <Element
      ref={(element: HTMLElement | null) => {
        sheet.current = element;
      }}
      className={`print-sheet thermal-sheet thermal-${width}${className ? ` ${className}` : ''}`}
      style={{ page: name }}
      data-paper={`${width}mm`}
      {...rest}
    >
      {children}
    </Element>
  );
}
