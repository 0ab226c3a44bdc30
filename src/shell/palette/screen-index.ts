import type { MenuItem } from '../../menus/menu-types';
import { screenWords } from '../../menus/screen-words';
import { phraseOf, wordsOf } from './text-match';

/** One screen of the user's menu, with its words ready for matching. */
export interface ScreenTarget {
  /** Route without the layout prefix, as the menu gives it ('/procurement/pur-stock-purchases'). */
  route: string;
  label: string;
  /** The groups above it ('Procurements › Transactions'). */
  trail: string;
  /** What else it is called (shown when only those words matched). */
  otherName?: string;
  /** Place in the menu, the last tie-break. */
  order: number;
  labelPhrase: string;
  labelWords: string[];
  /** Phrases of its other names, for a whole-name match. */
  otherPhrases: string[];
  /** The words of its label and other names. */
  namedWords: string[];
  /** Those and the words of its module and groups. */
  allWords: string[];
}

export const TRAIL_SEPARATOR = ' › ';

function target(item: MenuItem, route: string, trail: readonly string[], order: number): ScreenTarget {
  const said = screenWords(route, item.name);
  const labelWords = wordsOf(item.name);
  const namedWords = [...labelWords, ...said.flatMap(wordsOf)];
  return {
    route,
    label: item.name,
    trail: trail.join(TRAIL_SEPARATOR),
    ...(said[0] ? { otherName: said[0] } : {}),
    order,
    labelPhrase: phraseOf(item.name),
    labelWords,
    otherPhrases: said.map(phraseOf),
    namedWords,
    allWords: [...namedWords, ...trail.flatMap(wordsOf)],
  };
}

/**
 * Every screen link of a menu (already filtered to what the user may open), walked to its leaves. A route met again
 * under the same label (the same report in two sales menus) is listed once; external links are not screens.
 */
export function screenIndex(menu: readonly MenuItem[]): ScreenTarget[] {
  const out: ScreenTarget[] = [];
  const seen = new Set<string>();
  const walk = (items: readonly MenuItem[], trail: readonly string[]) => {
    for (const item of items) {
      if (item.type === 'dropDown') walk(item.sub ?? [], [...trail, item.name]);
      else if (item.type === 'link' && item.state) {
        const key = `${item.state}\n${item.name}`;
        if (seen.has(key)) continue;
        seen.add(key);
        out.push(target(item, item.state, trail, out.length));
      }
    }
  };
  walk(menu, []);
  return out;
}

/** The palette id of a screen: its route and label (two labels may lead to one route). */
export function screenId(screen: Pick<ScreenTarget, 'route' | 'label'>): string {
  return `screen:${screen.route}#${screen.label}`;
}
