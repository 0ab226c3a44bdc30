import type { PaletteSource } from './palette-types';
import { productSource } from './product-source';
import { recordsSource } from './records/records-source';
import { screenSource } from './screen-source';

/**
 * Where the palette looks, in the order its groups are shown. A new source is one line here: the palette's UI
 * knows only the PaletteSource shape.
 */
export const PALETTE_SOURCES: readonly PaletteSource[] = [screenSource, recordsSource, productSource];
