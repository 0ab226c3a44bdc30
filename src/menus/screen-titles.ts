import { SCREEN_CATALOGUES } from './catalogue/all-catalogues';

let titles: ReadonlyMap<string, string> | null = null;

/**
 * A screen's own title by its menu route ('/procurement/pur-requests' → 'Purchase requests'): the sidebar often
 * shortens it ('Requests'), and people search by the full name. The first catalogue to declare a route names it.
 */
export function screenTitle(route: string): string | undefined {
  if (!titles) {
    const map = new Map<string, string>();
    for (const screen of SCREEN_CATALOGUES.flatMap((catalogue) => Object.values(catalogue))) {
      const key = `/${screen.path}`;
      if (!map.has(key)) map.set(key, screen.title);
    }
    titles = map;
  }
  return titles.get(route);
}
