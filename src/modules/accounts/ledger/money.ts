/**
 * Temporary: the demo backend moves to lib/money next. Only files under src/mocks still import
 * this; everything else imports src/lib/money directly.
 */
export { fromPaise, sumPaise, toPaise, type Paise } from '../../../lib/money/money';
