import { render, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './api-client.ts';
import { applyServerFieldErrors } from './server-field-errors.ts';

interface Values {
  firstName: string;
  lastName: string;
}

/** Two inputs registered with react-hook-form; a button applies the server's answer to them. */
function TwoFields({ error, onResult }: { error: unknown; onResult: (message: string | null) => void }) {
  const form = useForm<Values>({ defaultValues: { firstName: '', lastName: '' } });
  return (
    <form>
      <input aria-label="First name" {...form.register('firstName')} />
      <input aria-label="Last name" {...form.register('lastName')} />
      <p>{form.formState.errors.firstName?.message}</p>
      <p>{form.formState.errors.lastName?.message}</p>
      <button
        type="button"
        onClick={() => onResult(applyServerFieldErrors(error, form.setError, ['firstName', 'lastName']))}
      >
        Apply
      </button>
    </form>
  );
}

describe('applyServerFieldErrors', () => {
  it('puts each field error on its field and focuses the first of them, not the last', async () => {
    const error = new ApiRequestError(400, 'Validation failed', 'Bad Request', [
      { field: 'firstName', message: 'First name is required' },
      { field: 'lastName', message: 'Last name is required' },
    ]);
    let result: string | null | undefined;
    render(<TwoFields error={error} onResult={(m) => (result = m)} />);
    screen.getByRole('button', { name: 'Apply' }).click();
    expect(await screen.findByText('First name is required')).toBeTruthy();
    expect(screen.getByText('Last name is required')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('First name')));
    expect(result).toBeNull();
  });

  it('returns the message for an error that names no known field', () => {
    const error = new ApiRequestError(400, 'Validation failed', 'Bad Request', [
      { field: 'middleName', message: 'Too long' },
    ]);
    let result: string | null | undefined;
    render(<TwoFields error={error} onResult={(m) => (result = m)} />);
    screen.getByRole('button', { name: 'Apply' }).click();
    expect(result).toBe('Validation failed');
  });
});
