// The production benchmark page (npm run bench): 200 products through three levels of set-ups over 5,000
// stock items in the demo backend's IndexedDB; the pure explosion and the PPCItemsRequiredForMassPlanning answer
// timed through the backend's own handler (production-backend-bench.ts).
import { productionBackendFigures } from './production-backend-bench';

(window as unknown as { benchResult: Promise<unknown> }).benchResult = productionBackendFigures().catch(
  (error: unknown) => ({ error: String(error) }),
);
