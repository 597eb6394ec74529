import Button from 'antd/es/button';
import Spin from 'antd/es/spin';
import { useEffect, useState } from 'react';
import { Result } from './ui/lazy-result.tsx';

/** How long a page may show its spinner before the user is offered a retry. */
export const SLOW_LOAD_MS = 20_000;

export const SLOW_LOAD_MESSAGES = {
  title: 'This is taking longer than expected',
  subTitle: 'SCOUT or the sign-in service is not answering. Check your connection and try again.',
  retry: 'Try again',
} as const;

interface PageSpinnerProps {
  label?: string;
  /**
   * When set, the spinner gives way after SLOW_LOAD_MS to a message with a retry button, so a
   * slow or unreachable server never leaves the user watching a spinner forever.
   */
  onRetry?: () => void;
}

/** A centred spinner (antd's Spin) with its label, for a page or the whole app while something loads. */
export function PageSpinner({ label = 'Loading', onRetry }: PageSpinnerProps) {
  const [slow, setSlow] = useState(false);
  // Keyed on whether a retry exists, not on the function: a parent passing a new arrow on every
  // render (a query's state changing) must not restart the clock and so postpone the retry.
  const retryable = onRetry !== undefined;
  useEffect(() => {
    if (!retryable) return;
    const timer = setTimeout(() => setSlow(true), SLOW_LOAD_MS);
    return () => clearTimeout(timer);
  }, [retryable]);

  if (slow && onRetry) {
    return (
      <Result
        status="warning"
        title={SLOW_LOAD_MESSAGES.title}
        subTitle={SLOW_LOAD_MESSAGES.subTitle}
        extra={
          <Button type="primary" onClick={onRetry}>
            {SLOW_LOAD_MESSAGES.retry}
          </Button>
        }
      />
    );
  }
  return (
    <div className="page-spinner" role="status">
      <Spin size="large" description={label} />
    </div>
  );
}

/** Reloads the page: the retry of a start-up step (sign-in check, account load) that hung. */
export const reloadPage = () => window.location.reload();
