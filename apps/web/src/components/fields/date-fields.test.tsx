import { zodResolver } from '@hookform/resolvers/zod';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form } from 'antd';
import { FormProvider, type UseFormReturn, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { RefusedDate } from '../../lib/typed-dates.ts';
import { ignoringHiddenFields } from '../hidden-fields-resolver.ts';
import { DateField, DateTimeField } from './date-fields.tsx';

/**
 * Issue 24 items A, F and 5: the kit's date inputs keep what was typed, and text that is not a date
 * the field takes is refused with the reason on the field and makes the form invalid, so a save
 * stops there (never the earlier value saved under a success message, never a silent clear).
 * A form as the case sections build one: the field kit under a zod schema with ignoringHiddenFields.
 */
const schema = z.object({
  admitted: z.iso.datetime({ offset: true }).nullable(),
  seen: z.iso.date().nullable(),
  born: z.iso.date().nullable(),
});
type Values = z.input<typeof schema>;

const STORED: Values = { admitted: '2026-01-10T00:00:00.000Z', seen: '2026-01-09', born: '1980-05-01' };

function DateForm({
  defaults,
  onSave,
  onForm,
}: {
  defaults: Values;
  onSave: (v: Values) => void;
  onForm: (f: UseFormReturn<Values>) => void;
}) {
  const form = useForm<Values>({
    resolver: ignoringHiddenFields(zodResolver(schema)),
    defaultValues: defaults,
  });
  onForm(form);
  return (
    <FormProvider {...form}>
      <Form layout="vertical" component="div">
        <DateTimeField name="admitted" label="Hospital admission date/time" required />
        <DateField name="seen" label="Seen on" pastOnly />
        <DateField name="born" label="Date of birth" typed pastOnly />
        <button type="button" onClick={() => void form.handleSubmit(onSave)()}>
          Save
        </button>
      </Form>
    </FormProvider>
  );
}

function renderForm(stored: Partial<Values> = {}) {
  const onSave = vi.fn();
  let form: UseFormReturn<Values> | undefined;
  render(<DateForm defaults={{ ...STORED, ...stored }} onSave={onSave} onForm={(f) => (form = f)} />);
  return { onSave, form: () => form as UseFormReturn<Values> };
}

const box = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

/** Types into a box and leaves it, as a user does (Tab). */
async function typeAndLeave(label: string, text: string) {
  const input = box(label);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.blur(input);
  await act(async () => {});
}

async function save() {
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await act(async () => {});
}

/** The message under the field (antd's Form.Item help). */
const helpOf = (label: string) =>
  box(label).closest('.ant-form-item')?.querySelector('.ant-form-item-explain')?.textContent ?? '';

describe('typed dates in the field kit (issue 24)', () => {
  it('an impossible date-time keeps its text, says it is not a date, and the save is refused', async () => {
    const { onSave } = renderForm();
    const label = 'Hospital admission date/time';
    expect(box(label).placeholder).toBe('DD/MM/YYYY HH:mm');
    await typeAndLeave(label, '31/02/2026 10:00');
    expect(box(label).value).toBe('31/02/2026 10:00');
    expect(helpOf(label)).toBe('31/02/2026 10:00 is not a date');
    await save();
    expect(onSave).not.toHaveBeenCalled();
    expect(box(label).value).toBe('31/02/2026 10:00');
    expect(helpOf(label)).toBe('31/02/2026 10:00 is not a date');

    // Corrected, it is saved exactly as typed (wall time of the service's zone, Melbourne).
    await typeAndLeave(label, '28/02/2026 10:00');
    await waitFor(() => expect(helpOf(label)).toBe(''));
    await save();
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({ admitted: '2026-02-27T23:00:00.000Z' });
  });

  it.each([
    ['2026-11-25', '2026-11-25 is not a date: type DD/MM/YYYY HH:mm'],
    ['25112026', '25112026 is not a date: type DD/MM/YYYY HH:mm'],
    ['25/11/2025 25:00', '25/11/2025 25:00 is not a time of day'],
  ])('a date-time typed as %s is kept and refused', async (typed, message) => {
    const { onSave } = renderForm();
    const label = 'Hospital admission date/time';
    await typeAndLeave(label, typed);
    expect(box(label).value).toBe(typed);
    expect(helpOf(label)).toBe(message);
    await save();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('a date without its time in a date-time field says the time is missing and keeps the text', async () => {
    const { onSave } = renderForm();
    const label = 'Hospital admission date/time';
    await typeAndLeave(label, '25/11/2025');
    expect(box(label).value).toBe('25/11/2025');
    expect(helpOf(label)).toBe('25/11/2025 has no time: type DD/MM/YYYY HH:mm');
    await save();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('a future date where the field forbids the future says so and keeps the text', async () => {
    const { onSave } = renderForm();
    await typeAndLeave('Hospital admission date/time', '25/11/2099 10:00');
    expect(box('Hospital admission date/time').value).toBe('25/11/2099 10:00');
    expect(helpOf('Hospital admission date/time')).toBe('25/11/2099 10:00 must not be in the future');
    await typeAndLeave('Seen on', '25/11/2099');
    expect(box('Seen on').value).toBe('25/11/2099');
    expect(helpOf('Seen on')).toBe('25/11/2099 must not be in the future');
    fireEvent.change(box('Date of birth'), { target: { value: '31/02/1980' } });
    await act(async () => {});
    expect(box('Date of birth').value).toBe('31/02/1980');
    expect(helpOf('Date of birth')).toBe('31/02/1980 is not a date');
    await save();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('a calendar date typed wrongly is refused; an emptied box is null; a reset puts the stored value back', async () => {
    const { onSave, form } = renderForm();
    await typeAndLeave('Seen on', '2026-01-09');
    expect(box('Seen on').value).toBe('2026-01-09');
    expect(helpOf('Seen on')).toBe('2026-01-09 is not a date: type DD/MM/YYYY');
    act(() => form().reset(STORED));
    await act(async () => {});
    expect(box('Seen on').value).toBe('09/01/2026');
    await waitFor(() => expect(helpOf('Seen on')).toBe(''));
    await typeAndLeave('Seen on', '');
    await save();
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({ seen: null, admitted: STORED.admitted });
  });

  it('leaving a box that shows the stored value changes nothing (a stored time with seconds is kept)', async () => {
    const { onSave } = renderForm({ admitted: '2026-01-10T00:00:30.000Z' });
    fireEvent.focus(box('Hospital admission date/time'));
    fireEvent.blur(box('Hospital admission date/time'));
    await save();
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({ admitted: '2026-01-10T00:00:30.000Z' });
  });
});

describe('a refused date set from outside (a restored draft)', () => {
  it('shows the text as typed and its message, in the date-time picker and the typed date box', async () => {
    const { form } = renderForm();
    await act(async () => {
      form().setValue(
        'admitted',
        new RefusedDate('31/02/2026 10:00', '31/02/2026 10:00 is not a date') as never,
        {
          shouldDirty: true,
        },
      );
      form().setValue('born', new RefusedDate('30/02/1980', '30/02/1980 is not a date') as never, {
        shouldDirty: true,
      });
    });
    await waitFor(() => expect(box('Hospital admission date/time').value).toBe('31/02/2026 10:00'));
    expect(box('Date of birth').value).toBe('30/02/1980');
    await save();
    expect(helpOf('Hospital admission date/time')).toBe('31/02/2026 10:00 is not a date');
    expect(helpOf('Date of birth')).toBe('30/02/1980 is not a date');
  });
});
