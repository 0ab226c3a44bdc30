import { useCallback } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useCurrentScreen } from '../../../engine/current-screen';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { useScreenParams } from '../../../lib/hooks/use-screen-params';
import { useLeadMasters } from './lead-api';

/**
 * What the lead world's list screens (leads, customers) share: the record the URL opens (`?record=<id>` or `new`),
 * the user's rights, the title, the masters and the search box with the words it holds, lower-cased.
 */
export function useLeadListScreen(fallbackTitle: string) {
  const { params, change } = useScreenParams();
  const allowed = useScreenPermission();
  const title = useCurrentScreen()?.title ?? fallbackTitle;
  const masters = useLeadMasters();
  const filters = useForm({ defaultValues: { search: '' } });
  const search = useWatch({ control: filters.control, name: 'search' });
  const record = params.get('record');
  const back = useCallback(() => change({ record: null }), [change]);
  const open = useCallback((id: number) => change({ record: String(id) }), [change]);
  return { change, allowed, title, masters, filters, needle: search.trim().toLowerCase(), record, back, open };
}

export type LeadListScreen = ReturnType<typeof useLeadListScreen>;
