import { PROCUREMENT } from '../../../src/menus/catalogue/procurement';
import { registerHandlers } from '../../../src/mocks/core/registers/register-handlers';
import { PETTY_CASH_ENDPOINTS, type PettyCashVoucher } from './petty-cash-register';

/**
 * The demo backend of the petty cash register: the generic register handlers with the number series and what a
 * voucher is made of (a real module would also post it to the books here, and take that back in `reverse`).
 */
export const pettyCashHandlers = registerHandlers<PettyCashVoucher>({
  resource: 'example.petty-cash',
  // An existing screen's rights stand in for the register's own code.
  screen: PROCUREMENT.purStockAdvances,
  endpoints: PETTY_CASH_ENDPOINTS,
  nextNumber: (dat, used) => `PCV${dat.slice(2, 4)}-${String(used.length + 1).padStart(4, '0')}`,
  create: async (_session, input, numbered) => {
    const paidTo = String(input.paidTo ?? '').trim();
    const amt = Number(input.amt);
    if (!paidTo) return 'Say whom it was paid to';
    if (!(amt > 0)) return 'Enter an amount above zero';
    return { ...numbered, paidTo, amt };
  },
});
