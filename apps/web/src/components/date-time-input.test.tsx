import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { isRefusedDate, type RefusedDate } from '../lib/typed-dates.ts';
import { DateTimeInput } from './date-time-input.tsx';

function Harness({ onSubmit }: { onSubmit: () => void }) {
  const [value, setValue] = useState<string | RefusedDate | null>(null);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <DateTimeInput aria-label="Referral Date/Time" value={value} onChange={setValue} />
      <output aria-label="held">{isRefusedDate(value) ? `refused: ${value.message}` : (value ?? '')}</output>
      <button type="submit">Create</button>
    </form>
  );
}

describe('DateTimeInput', () => {
  it('takes a typed date and time on Enter without submitting the form around it', async () => {
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    const input = screen.getByLabelText('Referral Date/Time');
    await userEvent.click(input);
    await userEvent.type(input, '03/11/2026 09:15{Enter}');
    expect(screen.getByLabelText('held').textContent).toMatch(/^2026-11-0\dT\d\d:15:00\.000Z$/);
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
