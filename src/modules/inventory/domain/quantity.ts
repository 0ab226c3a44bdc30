/**
 * Stock quantities live in the shared quantity library (src/lib/quantity); the inventory domain reads them from here
 * too.
 */
export {
  formatQuantity,
  fromMilli,
  isQuantity,
  QUANTITY_DECIMALS,
  toMilli,
  type Milli,
} from '../../../lib/quantity/quantity';
