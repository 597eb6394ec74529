import { type ReactNode, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import {
  CHECK_CIRCLE_FILLED,
  CLOSE_CIRCLE_FILLED,
  EXCLAMATION_CIRCLE_FILLED,
  Icon,
  type IconData,
  INFO_CIRCLE_FILLED,
  LOADING,
} from './icons.tsx';
import './light.css';

/**
 * Toasts without Ant Design (antd's `message`, for the dashboards and the export pages, which load
 * no antd: issue 15 item 5): one line at the top of the page with its icon, gone after 3 s (or
 * kept while `duration` is 0), replaced in place by a later toast with the same key. Shown by the
 * <ShellToasts /> host of the area layout; errors are alerts, the rest read out politely.
 */
export type ToastType = 'loading' | 'success' | 'error' | 'info' | 'warning';

interface Toast {
  key: string;
  type: ToastType;
  content: ReactNode;
}

const ICONS: Record<ToastType, IconData> = {
  loading: LOADING,
  success: CHECK_CIRCLE_FILLED,
  error: CLOSE_CIRCLE_FILLED,
  info: INFO_CIRCLE_FILLED,
  warning: EXCLAMATION_CIRCLE_FILLED,
};

/** antd's default: 3 seconds. */
const DEFAULT_DURATION_S = 3;

let toasts: readonly Toast[] = [];
const timers = new Map<string, ReturnType<typeof setTimeout>>();
const listeners = new Set<() => void>();
let counter = 0;

function publish(next: readonly Toast[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

function destroy(key: string) {
  clearTimeout(timers.get(key));
  timers.delete(key);
  if (toasts.some((t) => t.key === key)) publish(toasts.filter((t) => t.key !== key));
}

function open({
  key = `toast-${++counter}`,
  type,
  content,
  duration = DEFAULT_DURATION_S,
}: {
  key?: string;
  type: ToastType;
  content: ReactNode;
  /** Seconds on screen; 0 keeps it until replaced or destroyed. */
  duration?: number;
}) {
  clearTimeout(timers.get(key));
  timers.delete(key);
  const toast = { key, type, content };
  publish(
    toasts.some((t) => t.key === key) ? toasts.map((t) => (t.key === key ? toast : t)) : [...toasts, toast],
  );
  if (duration > 0)
    timers.set(
      key,
      setTimeout(() => destroy(key), duration * 1000),
    );
  return key;
}

/** Removes every toast (a test's cleanup). */
function destroyAll() {
  for (const timer of timers.values()) clearTimeout(timer);
  timers.clear();
  publish([]);
}

export const shellToast = {
  open,
  destroy,
  destroyAll,
  info: (content: ReactNode) => open({ type: 'info', content }),
  success: (content: ReactNode) => open({ type: 'success', content }),
  error: (content: ReactNode) => open({ type: 'error', content }),
  warning: (content: ReactNode) => open({ type: 'warning', content }),
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => toasts;

/** Where the toasts show: one per page (the area layout, or a test's providers). */
export function ShellToasts() {
  const shown = useSyncExternalStore(subscribe, snapshot, snapshot);
  return createPortal(
    // Always in the page, so a toast added to it is read out (errors at once, as alerts).
    <div className="shell-toasts" aria-live="polite">
      {shown.map((toast) => (
        <div
          key={toast.key}
          className={`shell-toast shell-toast--${toast.type}`}
          role={toast.type === 'error' || toast.type === 'warning' ? 'alert' : undefined}
        >
          <Icon icon={ICONS[toast.type]} spin={toast.type === 'loading'} className="shell-toast__icon" />
          <span>{toast.content}</span>
        </div>
      ))}
    </div>,
    document.body,
  );
}
