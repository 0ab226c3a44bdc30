import type { ResourceDeclaration } from '../../engine/resource';
import { PRODUCTION_TESTS } from './resources/production-tests';
import { RAW_MATERIAL_TESTS } from './resources/raw-material-tests';
import { SALE_RETURN_TESTS } from './resources/sale-return-tests';

/** The qc masters declared for the engine (and served by the demo backend's generic handlers). */
export const QC_RESOURCES: readonly ResourceDeclaration[] = [RAW_MATERIAL_TESTS, PRODUCTION_TESTS, SALE_RETURN_TESTS];
