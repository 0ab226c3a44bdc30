import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dataProvider, type TraCheck } from '../../../lib/api/data-provider';
import { CALENDAR_ENDPOINTS, type CalendarEvent } from './calendar-types';

const KEY = ['apps.calendar'] as const;
const SAVE_KEY = [...KEY, 'save'] as const;

/**
 * The company's events touching `fromDate`..`toDate` ('yyyy-MM-dd'); the last period stays shown while the next loads.
 */
export function useCalendarEvents(fromDate: string, toDate: string) {
  return useQuery({
    queryKey: [...KEY, fromDate, toDate],
    queryFn: () =>
      dataProvider
        .report<CalendarEvent[] | null>(CALENDAR_ENDPOINTS.list, { fromDate, toDate })
        .then((events) => events ?? []),
    placeholderData: keepPreviousData,
  });
}

/** One change: create (1, without id), modify (2: edit or move) or delete (3). */
export interface EventChange {
  event: CalendarEvent;
  traCheck: TraCheck;
}

/**
 * Saves an event: `{event, traCheck, usr}`. A move, edit or delete shows at once in every loaded
 * period and goes back if the server refuses it; the periods are read again after the last change.
 */
export function useSaveEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: SAVE_KEY,
    mutationFn: ({ event, traCheck }: EventChange) => dataProvider.write(CALENDAR_ENDPOINTS.save, { event, traCheck }),
    onMutate: async ({ event, traCheck }) => {
      if (traCheck === 1) return { before: [] };
      await queryClient.cancelQueries({ queryKey: KEY });
      const before = queryClient.getQueriesData<CalendarEvent[]>({ queryKey: KEY });
      queryClient.setQueriesData<CalendarEvent[]>({ queryKey: KEY }, (events) =>
        traCheck === 3
          ? events?.filter((row) => row.id !== event.id)
          : events?.map((row) => (row.id === event.id ? event : row)),
      );
      return { before };
    },
    onError: (_error, _change, context) => {
      for (const [key, events] of context?.before ?? []) queryClient.setQueryData(key, events);
    },
    // Read again once the last of several quick changes is answered (an earlier answer would undo a later move on
    // screen).
    onSettled: () => {
      if (queryClient.isMutating({ mutationKey: SAVE_KEY }) <= 1) void queryClient.invalidateQueries({ queryKey: KEY });
    },
  });
}
