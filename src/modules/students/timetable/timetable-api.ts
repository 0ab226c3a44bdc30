import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dataProvider } from '../../../lib/api/data-provider';
import { STU_KEY, STU_ROUTES } from '../domain/stu-routes';
import type { TimetableAnswer, TimetableRequirements, TimetableSlot } from '../domain/timetable-types';

export const useTimetableRequirements = () =>
  useQuery({
    queryKey: [STU_KEY, 'timetable', 'requirements'],
    queryFn: () => dataProvider.report<TimetableRequirements>(STU_ROUTES.timetableRequirements, {}),
  });

/** A class's saved week with every other class's; nothing is asked until a class is chosen. */
export const useClassTimetable = (classCode: string) =>
  useQuery({
    queryKey: [STU_KEY, 'timetable', 'week', classCode],
    queryFn: () => dataProvider.report<TimetableAnswer>(STU_ROUTES.timetable, { detail: classCode }),
    enabled: classCode !== '',
    // A week being edited is never swapped under the user: it is read again after a save.
    refetchOnWindowFocus: false,
  });

export interface TimetableSaveBody {
  header: { classCode: string };
  lines: TimetableSlot[];
  traCheck: 1 | 2;
}

/** Saves a class's week (replace-all); every students read is asked again after it. */
export function useSaveTimetable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: TimetableSaveBody; idempotencyKey: string }) =>
      dataProvider.write(STU_ROUTES.saveTimetable, { ...body }, idempotencyKey),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [STU_KEY] }),
  });
}
