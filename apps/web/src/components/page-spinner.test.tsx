import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageSpinner, SLOW_LOAD_MESSAGES, SLOW_LOAD_MS } from './page-spinner.tsx';

describe('page spinner', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives way to a retry when loading hangs, instead of spinning for ever', async () => {
    const onRetry = vi.fn();
    render(<PageSpinner label="Loading your account" onRetry={onRetry} />);
    expect(screen.getByText('Loading your account')).toBeTruthy();
    expect(screen.queryByText(SLOW_LOAD_MESSAGES.title)).toBeNull();

    act(() => {
      vi.advanceTimersByTime(SLOW_LOAD_MS);
    });
    // The message's code (antd's Result) loads when it is first shown.
    await vi.waitFor(() => expect(screen.getByText(SLOW_LOAD_MESSAGES.title)).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: SLOW_LOAD_MESSAGES.retry }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('offers the retry on time even when the parent renders again with a new retry function', async () => {
    const { rerender } = render(<PageSpinner label="Loading your account" onRetry={() => undefined} />);
    act(() => {
      vi.advanceTimersByTime(SLOW_LOAD_MS - 1_000);
    });
    rerender(<PageSpinner label="Loading your account" onRetry={() => undefined} />);
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    await vi.waitFor(() => expect(screen.getByText(SLOW_LOAD_MESSAGES.title)).toBeTruthy());
  });

  it('keeps spinning without a retry action (a step that cannot be retried)', () => {
    render(<PageSpinner label="Signing in" />);
    act(() => {
      vi.advanceTimersByTime(SLOW_LOAD_MS * 2);
    });
    expect(screen.getByText('Signing in')).toBeTruthy();
    expect(screen.queryByText(SLOW_LOAD_MESSAGES.title)).toBeNull();
  });
});
