import { contractIndex } from '../../lib/contract/contract-check';
import { CONTRACT_ROUTES } from '../../lib/contract/contract-routes';
import { contractGuard, type ContractGuard } from './contract-guard';

/**
 * The guard of development and tests: a request off the contract is refused as the real server would, and both it and
 * an answer off the contract are said on the console (which fails the test that caused it).
 */
export const consoleContractGuard: ContractGuard = contractGuard(contractIndex(CONTRACT_ROUTES), (problem, side) =>
  console.error(`Contract: the ${side} of ${problem.route} is off the contract: ${problem.message}`),
);
