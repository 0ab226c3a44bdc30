import { BOOKS } from '../../../modules/library/resources/books';
import { JOURNALS } from '../../../modules/library/resources/journals';
import type { SeedSet } from '../../core/seeds/seed-set';
import { bookSeed } from './books';
import { journalSeed } from './journals';

/** Starting records of the library masters: every company's library, the school's (D-SHI) the largest. */
export const LIBRARY_SEEDS: readonly SeedSet[] = [
  { resource: BOOKS, rows: bookSeed },
  { resource: JOURNALS, rows: journalSeed },
];
