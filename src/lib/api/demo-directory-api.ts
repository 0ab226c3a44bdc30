import { getApi } from './api-client';

export interface DemoDirectory {
  companies: { code: number; pCode: string; name: string }[];
  users: { userName: string; password: string; role: string }[];
}

/** Only the embedded demo backend answers this: the demo companies and their sign-ins. */
export function getDemoDirectory(): Promise<DemoDirectory> {
  return getApi<DemoDirectory>('api/demo/directory');
}
