import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The group a group screen works on: `?group=<groupId>` in the URL; `choose` writes it (null clears it). */
export function useChosenGroup() {
  const [params, setParams] = useSearchParams();
  const groupId = params.get('group') ?? '';
  const choose = useCallback(
    (next: string | null) =>
      setParams((previous) => {
        const values = new URLSearchParams(previous);
        if (next) values.set('group', next);
        else values.delete('group');
        return values;
      }),
    [setParams],
  );
  return { groupId, choose };
}
