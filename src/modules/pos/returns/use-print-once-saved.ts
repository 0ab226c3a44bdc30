import { useCallback } from 'react';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { toApiError } from '../../../lib/api/api-error';
import { MessageType, showMessage } from '../../../lib/messages/messages';

/** The print of a saved document by its number (the server counts the copy). */
interface PrintCall {
  mutate: (recordId: number, options: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
}

interface Next {
  showPrint: (recordId: number) => void;
  backToList: () => void;
}

/**
 * What follows a save: where the user may print, the document is printed and shown on its paper; else, or when the
 * print fails (its words shown), the list again.
 */
export function usePrintOnceSaved(print: PrintCall, { showPrint, backToList }: Next) {
  const allowed = useScreenPermission();
  return useCallback(
    (recordId: number) => {
      if (!allowed('print')) return backToList();
      print.mutate(recordId, {
        onSuccess: () => showPrint(recordId),
        onError: (error) => {
          showMessage(MessageType.ErrorDialog, toApiError(error).message);
          backToList();
        },
      });
    },
    [allowed, print, showPrint, backToList],
  );
}
