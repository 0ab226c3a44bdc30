import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { OpenStay } from '../domain/shared-endpoints';
import { useOpenStays } from './use-stays';

/**
 * The stay an occupied-room screen works on: `?stay=<stayNo>` or `?room=<roomNo>` in the URL (the room panel links
 * so), resolved against the open stays; `choose` writes `?stay=` (null clears it).
 */
export function useChosenStay() {
  const [params, setParams] = useSearchParams();
  const stays = useOpenStays();
  const wanted = params.get('stay') ?? '';
  const room = params.get('room') ?? '';
  const stay: OpenStay | undefined = (stays.data ?? []).find((row) =>
    wanted ? row.stayNo === wanted : room !== '' && row.room === room,
  );
  const choose = useCallback(
    (stayNo: string | null) =>
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        next.delete('room');
        if (stayNo) next.set('stay', stayNo);
        else next.delete('stay');
        return next;
      }),
    [setParams],
  );
  return { stays, stay, asked: wanted || room, choose };
}
