import type { ScreenDeclaration } from '../../../lib/screens/screen-declaration';
import type { FoundRecord, RecordKind } from '../../../lib/record-search/record-search-wire';
import type { DemoSession } from '../sessions/auth';
import type { SearchQuery } from './record-match';

export type { FoundRecord, RecordKind } from '../../../lib/record-search/record-search-wire';

/** What a finder is given for one search. */
export interface FinderContext {
  session: DemoSession;
  companyCode: number;
  query: SearchQuery;
  /** At most this many records. */
  limit: number;
  /**
   * May the user open this screen (its own code, as the screen checks it)? A finder whose records open on more than
   * one screen asks.
   */
  may(screen: ScreenDeclaration): boolean;
}

/**
 * One kind's search, contributed by the module whose demo backend keeps those records (src/mocks/<module>/
 * record-finder.ts), reading only its own stores through the core; src/mocks/record-finders.ts lists them all.
 */
export interface RecordFinder {
  kind: RecordKind;
  /** The best matches, best first; the frame puts exact numbers first and keeps at most `limit`. */
  find(context: FinderContext): Promise<FoundRecord[]>;
  /** Builds what the finder keeps in memory, so the first keystroke finds it ready. */
  warm?(companyCode: number): Promise<unknown>;
}

/** A found record with the fields a finder often leaves empty. */
export function found(
  kind: RecordKind,
  fields: Pick<FoundRecord, 'recordId' | 'number' | 'name' | 'exact'> & Partial<FoundRecord>,
): FoundRecord {
  return { detail: '', date: '', scope: '', ...fields, kind };
}

/** Joins the parts of a detail line that have something to say. */
export const detailOf = (...parts: ReadonlyArray<string | false | null | undefined>) =>
  parts.filter((part): part is string => typeof part === 'string' && part !== '').join(' · ');
