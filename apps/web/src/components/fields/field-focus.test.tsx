import { zodResolver } from '@hookform/resolvers/zod';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form } from 'antd';
import { FormProvider, type UseFormReturn, useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DateField, DateTimeField } from './date-fields.tsx';
import { NumberField } from './number-field.tsx';
import { TextField } from './text-fields.tsx';

/**
 * The kit's number and date inputs hand react-hook-form a ref to the real input, so the form's own
 * focus works on them: a failed submit focuses the first field in error (shouldFocusError), and
 * setFocus / setError with shouldFocus (a server's field error) reach them. Plain forms, outside
 * the case-module framework.
 */
const schema = z.object({
  name: z.string().min(1, 'Name is required'),
  weight: z.number('Weight is required').min(0, 'Must be at least 0'),
  admitted: z.iso.date('Invalid date entered'),
  seen: z.string().nullable(),
  arrived: z.string().nullable(),
});
type Values = z.input<typeof schema>;

function FocusForm({
  defaults,
  onForm,
}: {
  defaults: Values;
  onForm: (form: UseFormReturn<Values>) => void;
}) {
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: defaults });
  onForm(form);
  return (
    <FormProvider {...form}>
      <Form layout="vertical" component="div">
        <TextField name="name" label="Name" required />
        <NumberField name="weight" label="Weight" unit="kg" min={0} required />
        <DateField name="admitted" label="Admitted on" typed required />
        <DateField name="seen" label="Seen on" />
        <DateTimeField name="arrived" label="Arrived at" />
        <button type="button" onClick={() => void form.handleSubmit(() => undefined)()}>
          Submit
        </button>
      </Form>
    </FormProvider>
  );
}

const VALID: Values = { name: 'Kim', weight: 70, admitted: '2026-03-04', seen: null, arrived: null };

function renderForm(defaults: Partial<Values>) {
  let form: UseFormReturn<Values> | undefined;
  render(<FocusForm defaults={{ ...VALID, ...defaults }} onForm={(f) => (form = f)} />);
  return () => form as UseFormReturn<Values>;
}

const active = () => document.activeElement;

describe("react-hook-form's focus on the kit's number and date inputs", () => {
  it('a failed submit focuses the number box in error', async () => {
    renderForm({ weight: -3, admitted: 'soon' });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Must be at least 0')).toBeTruthy();
    await waitFor(() => expect(active()).toBe(screen.getByLabelText('Weight')));
  });

  it('a failed submit focuses the date box in error', async () => {
    renderForm({ admitted: '31/02/20' });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Invalid date entered')).toBeTruthy();
    await waitFor(() => expect(active()).toBe(screen.getByLabelText('Admitted on')));
  });

  it("setFocus and a server's error with shouldFocus reach the date pickers and the number box", async () => {
    const form = renderForm({});
    form().setFocus('seen');
    await waitFor(() => expect(active()).toBe(screen.getByLabelText('Seen on')));
    form().setError('arrived', { type: 'server', message: 'Arrival after discharge' }, { shouldFocus: true });
    await waitFor(() => expect(active()).toBe(screen.getByLabelText('Arrived at')));
    expect(await screen.findByText('Arrival after discharge')).toBeTruthy();
    form().setFocus('weight');
    await waitFor(() => expect(active()).toBe(screen.getByLabelText('Weight')));
  });
});
