import { useEffect } from 'react';
import { toast, ToastContainer } from 'react-toastify';
import { useToastRequests } from '../lib/messages/messages';

/** The warning toasts (message types 2 and 10) and done notices, top right; loaded with the first toast. */
export function Toasts() {
  const pending = useToastRequests((state) => state.pending);
  useEffect(() => {
    for (const request of useToastRequests.getState().take()) {
      toast[request.tone](request.text, request.key ? { toastId: request.key } : undefined);
    }
  }, [pending]);
  return <ToastContainer position="top-right" newestOnTop closeOnClick theme="colored" />;
}
