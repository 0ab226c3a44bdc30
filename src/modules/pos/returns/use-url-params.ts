import { useScreenParams } from '../../../lib/hooks/use-screen-params';

/** The screen's state in the URL: read a parameter, and change several at once (null removes one). */
export function useUrlParams() {
  const { params, change } = useScreenParams();
  return { get: (name: string) => params.get(name), change };
}
