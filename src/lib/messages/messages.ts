import { create } from 'zustand';

/** Message types of the customer's client (spec section 8). */
export const MessageType = {
  SuccessDialog: 1,
  WarningToast: 2,
  WarningDialog: 3,
  ErrorDialog: 4,
  WarningToastAlt: 10,
} as const;
export type MessageType = (typeof MessageType)[keyof typeof MessageType];

export interface DialogMessage {
  id: number;
  type: MessageType;
  text: string;
}

interface MessageDialogState {
  queue: DialogMessage[];
  push: (message: DialogMessage) => void;
  dismiss: (id: number) => void;
}

export const useMessageDialogs = create<MessageDialogState>((set) => ({
  queue: [],
  push: (message) => set((state) => ({ queue: [...state.queue, message] })),
  dismiss: (id) => set((state) => ({ queue: state.queue.filter((m) => m.id !== id) })),
}));

export interface ToastRequest {
  id: number;
  text: string;
  key: string | undefined;
  tone: 'warning' | 'success';
}

interface ToastRequestState {
  /** Set by the first toast: the toast container (and its library) load only then. */
  wanted: boolean;
  pending: ToastRequest[];
  take: () => ToastRequest[];
}

export const useToastRequests = create<ToastRequestState>((set, get) => ({
  wanted: false,
  pending: [],
  take: () => {
    const taken = get().pending;
    if (taken.length > 0) set({ pending: [] });
    return taken;
  },
}));

let nextId = 1;

/**
 * Shows a message the way the customer's client does: 1 success dialog, 2 and 10 warning
 * toasts (top right), 3 warning dialog, 4 error dialog. `key` collapses repeats of one toast.
 */
export function showMessage(type: MessageType, text: string, key?: string): void {
  if (type === MessageType.WarningToast || type === MessageType.WarningToastAlt) {
    toastRequest(text, key, 'warning');
    return;
  }
  useMessageDialogs.getState().push({ id: nextId++, type, text });
}

function toastRequest(text: string, key: string | undefined, tone: ToastRequest['tone']): void {
  useToastRequests.setState((state) => ({
    wanted: true,
    pending: [...state.pending, { id: nextId++, text, key, tone }],
  }));
}

/** A short confirmation that something was done (saved, deleted), as a toast that does not interrupt. */
export function showDoneToast(text: string): void {
  toastRequest(text, undefined, 'success');
}
