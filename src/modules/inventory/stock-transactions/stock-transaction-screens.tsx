import { stockTransactionScreen } from './stock-transaction-screen';

/**
 * Material issues (3.2.1), stock losses (3.2.2), samples in (3.2.3) and samples out (3.2.4): one screen per TraType.
 */
export const MaterialIssuesScreen = stockTransactionScreen('Issues');
export const LossesScreen = stockTransactionScreen('Losses');
export const SamplesInScreen = stockTransactionScreen('Sameple In');
export const SamplesOutScreen = stockTransactionScreen('Sample Out');
