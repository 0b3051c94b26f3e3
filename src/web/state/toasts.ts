import { proxy } from 'valtio';
import { MAX_TOASTS } from '@/domain/constants';

export type ToastKind = 'error' | 'warning' | 'success' | 'info';
export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
  /** Persistent toasts (server cart warnings) stay until closed. */
  persistent: boolean;
}

export const toastState = proxy<{ toasts: Toast[] }>({ toasts: [] });
let nextId = 1;

/** Shows a toast; at most MAX_TOASTS show at once, the oldest leaves first (part 1 §8). */
export function showToast(kind: ToastKind, message: string, options: { persistent?: boolean } = {}): number {
  const id = nextId++;
  if (toastState.toasts.some((toast) => toast.message === message && toast.kind === kind)) return id;
  toastState.toasts.push({ id, kind, message, persistent: options.persistent ?? false });
  while (toastState.toasts.length > MAX_TOASTS) toastState.toasts.shift();
  return id;
}

export function dismissToast(id: number): void {
  toastState.toasts = toastState.toasts.filter((toast) => toast.id !== id);
}
