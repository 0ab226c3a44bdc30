import { CANCELLED } from '../../../modules/pos/returns/domain/returns-types';
import { createdOnlyHandlers, type CreatedOnlyBackend } from '../../core/registers/created-only-handlers';
import { headerPrinting, type Counted } from '../../core/registers/document-printing';
import { writeOnce } from './return-access';

type Fixed = 'module' | 'createOnly' | 'write' | 'printing';

/**
 * The save, cancel and print of a POS return document: only created (traCheck 1), written in this area's queues,
 * its copies counted in its header and logged under 'pos'.
 */
export const returnWriteHandlers = <D extends { header: Counted }>(backend: Omit<CreatedOnlyBackend<D>, Fixed>) =>
  createdOnlyHandlers<D>({
    ...backend,
    module: 'pos',
    createOnly: true,
    write: writeOnce,
    printing: headerPrinting(CANCELLED),
  });
