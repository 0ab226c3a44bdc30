import * as z from 'zod';
import { num, numOrText, stockLedgerRow, usr } from './contract-fields';
import { contractRoute, transactionResult } from './contract-route';

/**
 * `QcProcessWiseDetails`: the contract names BatchNo, ProcessId, SamplesCollected and Rejected, and the rectified and
 * rejected quantities and values without their names.
 */
const processTest = z.looseObject({ batchNo: numOrText, processId: num, samplesCollected: num, rejected: num });

/** 07-production-qc.md "QC routes": the process QC approval and the final QC of a batch. */
export const QC_BATCH_CONTRACT = {
  approveStep: contractRoute(
    'api/QCBatches/SetQCProcessSet',
    z.strictObject({ testdet: processTest, usr }),
    transactionResult,
  ),
  finalQc: contractRoute(
    'api/QCBatches/SetFinalProductionQC',
    z.strictObject({ mgt: stockLedgerRow, usr }),
    transactionResult,
    'Ours puts the goods into mgt.store when the QC chooses one (else the lowest store code, as the real server ' +
      'always does, ignoring the store it is sent), and answers the GIN, store and rate it used beside result: the ' +
      'screen names the GIN in its message.',
  ),
} as const;
