import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Col, Form, Row } from 'antd';
import { Fragment, type ReactNode } from 'react';
import { FormProvider, type UseFormReturn, useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { RefusedDate } from '../../lib/typed-dates.ts';
import { pick } from '../../testing/select-option.ts';
import { RadioField, YesNoField } from './choice-fields.tsx';
import { DateField } from './date-fields.tsx';
import { FieldGrid, GridGroup } from './field-grid.tsx';
import { GcsField, gcsNamesUnder } from './gcs-field.tsx';
import { MultiCheckField } from './multi-check-field.tsx';
import { NumberField } from './number-field.tsx';
import { ReadOnlyContext } from './read-only.ts';
import { optionsOf, SelectField, textOptions } from './select-field.tsx';
import { SelectWithOtherField } from './select-with-other-field.tsx';
import { TextAreaField, TextField } from './text-fields.tsx';

type Values = Record<string, unknown>;

/** The fields under test in a react-hook-form; `onForm` hands the form to the test. */
function Harness({
  defaults,
  readOnly = false,
  onForm,
  children,
}: {
  defaults: Values;
  readOnly?: boolean;
  onForm: (form: UseFormReturn<Values>) => void;
  children: ReactNode;
}) {
  const form = useForm<Values>({ defaultValues: defaults });
  onForm(form);
  return (
    <ReadOnlyContext.Provider value={readOnly}>
      <FormProvider {...form}>
        <Form layout="vertical" component="div">
          {children}
        </Form>
      </FormProvider>
    </ReadOnlyContext.Provider>
  );
}

function renderFields(children: ReactNode, defaults: Values = {}, readOnly = false) {
  let form: UseFormReturn<Values> | undefined;
  render(
    <Harness defaults={defaults} readOnly={readOnly} onForm={(f) => (form = f)}>
      {children}
    </Harness>,
  );
  return () => form?.getValues() as Values;
}

const GCS = {
  eyes: [
    { value: 1, label: 'Nil' },
    { value: 4, label: 'Spontaneous' },
  ],
  verbal: [
    { value: 1, label: 'Nil' },
    { value: 5, label: 'Oriented' },
  ],
  motor: [
    { value: 1, label: 'Nil' },
    { value: 6, label: 'Obeys' },
  ],
};

const NUTRITION = optionsOf([
  { value: 'EN', label: 'EN' },
  { value: 'TPN', label: 'TPN' },
  { value: 'Other', label: 'Other' },
]);

describe('field kit', () => {
  it('NumberField keeps a value outside its limit as typed and shows the unit', async () => {
    const values = renderFields(<NumberField name="weight" label="Weight" unit="kg" min={0} required />, {
      weight: null,
    });
    const box = screen.getByLabelText('Weight') as HTMLInputElement;
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: '-5' } });
    fireEvent.blur(box);
    await act(async () => {});
    expect(box.value).toBe('-5');
    expect(values().weight).toBe(-5);
    expect(screen.getByText('kg')).toBeTruthy();
    expect(box.getAttribute('aria-valuemin')).toBe('0');
  });

  it('GcsField sets every part with GCS 3 and GCS 15 and shows the total, blank while a part is missing', async () => {
    const values = renderFields(
      <Row>
        <GcsField names={gcsNamesUnder('disability')} options={GCS} showTotal totalTestId="gcs-total" />
      </Row>,
      { disability: { eyes: 4, verbal: null, motor: 6 } },
    );
    expect(screen.getByTestId('gcs-total').textContent).toContain('-');
    fireEvent.click(screen.getByRole('button', { name: 'GCS 15' }));
    await act(async () => {});
    expect(values().disability).toEqual({ eyes: 4, verbal: 5, motor: 6 });
    expect(screen.getByTestId('gcs-total').textContent).toContain('15');
    fireEvent.click(screen.getByRole('button', { name: 'GCS 3' }));
    await act(async () => {});
    expect(values().disability).toEqual({ eyes: 1, verbal: 1, motor: 1 });
    expect(screen.getByTestId('gcs-total').textContent).toContain('3');
  });

  it('MultiCheckField shows the Other text, required, only while Other is ticked, and clears it when unticked', async () => {
    const values = renderFields(
      <MultiCheckField
        name="nutrition"
        label="Nutrition"
        options={NUTRITION}
        other={{ value: 'Other', name: 'otherNutrition', label: 'Other nutrition' }}
      />,
      { nutrition: ['EN'], otherNutrition: null },
    );
    expect(screen.queryByLabelText('Other nutrition')).toBeNull();
    fireEvent.click(screen.getByLabelText('Other'));
    const other = (await screen.findByLabelText('Other nutrition')) as HTMLInputElement;
    expect(other.closest('.ant-form-item')?.querySelector('.ant-form-item-required')).toBeTruthy();
    fireEvent.change(other, { target: { value: 'Oral sips' } });
    expect(values()).toMatchObject({ nutrition: ['EN', 'Other'], otherNutrition: 'Oral sips' });
    fireEvent.click(screen.getByLabelText('Other'));
    await act(async () => {});
    expect(screen.queryByLabelText('Other nutrition')).toBeNull();
    expect(values()).toMatchObject({ nutrition: ['EN'], otherNutrition: null });
  });

  it('SelectWithOtherField asks for the Other text in its own grid column and clears it when moved off Other', async () => {
    const values = renderFields(
      <FieldGrid col={{ xs: 24, md: 8 }}>
        <TextField name="site" label="Site" />
        <SelectWithOtherField
          name="rhythm"
          label="Rhythm"
          options={optionsOf([
            { value: 'Sinus', label: 'Sinus' },
            { value: 'Other', label: 'Other' },
          ])}
          other={{ value: 'Other', name: 'otherRhythm', label: 'Other rhythm' }}
          clearOnChange
        />
        {null}
      </FieldGrid>,
      { site: null, rhythm: 'Other', otherRhythm: 'Junctional' },
    );
    const other = screen.getByLabelText('Other rhythm') as HTMLInputElement;
    expect(other.value).toBe('Junctional');
    expect(document.querySelectorAll('.ant-col-md-8')).toHaveLength(3);
    await pick('Rhythm', 'Sinus');
    await act(async () => {});
    expect(screen.queryByLabelText('Other rhythm')).toBeNull();
    expect(document.querySelectorAll('.ant-col-md-8')).toHaveLength(2);
    expect(values()).toMatchObject({ rhythm: 'Sinus', otherRhythm: null });
  });

  it('an e-mail TextField offers the e-mail keyboard but leaves the checking to the app: no browser tooltip over its message (issue 24)', () => {
    renderFields(<TextField name="email" label="E-mail" type="email" />, { email: null });
    const box = screen.getByLabelText('E-mail') as HTMLInputElement;
    expect(box.getAttribute('inputmode')).toBe('email');
    fireEvent.change(box, { target: { value: 'not-an-email' } });
    // The browser would refuse the form's submit with its own tooltip while this is false.
    expect(box.checkValidity()).toBe(true);
  });

  it('FieldGrid gives each field a half column, keeps explicit columns, and a GridGroup its own width', () => {
    renderFields(
      <FieldGrid>
        <TextField name="a" label="A" />
        <GridGroup col={{ xs: 12, md: 6 }}>
          <NumberField name="b" label="B" />
          {null}
          <Fragment key="shown-together">
            <NumberField name="c" label="C" />
            <SelectWithOtherField
              name="d"
              label="D"
              options={optionsOf([{ value: 'Other', label: 'Other' }])}
              other={{ value: 'Other', name: 'otherD', label: 'Other D' }}
            />
          </Fragment>
        </GridGroup>
        <Col span={24}>
          <TextField name="e" label="E" />
        </Col>
      </FieldGrid>,
      { a: null, b: null, c: null, d: 'Other', otherD: null },
    );
    // The grid column is the parent of the field's form item (antd lays out a form item with its own row).
    const columnOf = (label: string) =>
      screen.getByLabelText(label).closest('.ant-form-item')?.parentElement?.className ?? '';
    expect(columnOf('A')).toContain('ant-col-md-12');
    for (const label of ['B', 'C', 'D', 'Other D']) {
      expect(columnOf(label)).toContain('ant-col-xs-12');
      expect(columnOf(label)).toContain('ant-col-md-6');
    }
    expect(columnOf('E')).toContain('ant-col-24');
    expect(document.querySelector('.ant-row')?.children).toHaveLength(6);
  });

  it('RadioField names its radio group by the label and holds the value picked; YesNoField a boolean', async () => {
    let picked: unknown;
    const values = renderFields(
      <>
        <RadioField
          name="gender"
          label="Gender"
          required
          options={textOptions(['Male', 'Female'])}
          onPicked={(v) => (picked = v)}
        />
        <YesNoField name="ventilated" label="Ventilated" />
      </>,
      { gender: null, ventilated: null },
    );
    const group = screen.getByRole('radiogroup', { name: 'Gender' });
    expect(group.closest('.ant-form-item')?.querySelector('.ant-form-item-required')).toBeTruthy();
    fireEvent.click(within(group).getByRole('radio', { name: 'Female' }));
    fireEvent.click(screen.getByRole('radio', { name: 'No' }));
    await act(async () => {});
    expect(values()).toMatchObject({ gender: 'Female', ventilated: false });
    expect(picked).toBe('Female');
  });

  it('DateField typed holds a whole DD/MM/YYYY date as YYYY-MM-DD and keeps anything else as typed, refused', async () => {
    const picks: unknown[] = [];
    const values = renderFields(
      <DateField name="dob" label="Date of birth" typed pastOnly onPicked={(v) => picks.push(v)} />,
      { dob: '1985-03-12' },
    );
    const box = screen.getByLabelText('Date of birth') as HTMLInputElement;
    expect(box.value).toBe('12/03/1985');
    expect(box.placeholder).toBe('DD/MM/YYYY');
    fireEvent.change(box, { target: { value: '7/8/1961' } });
    await act(async () => {});
    expect(values().dob).toBe('1961-08-07');
    fireEvent.change(box, { target: { value: '7/8' } });
    await act(async () => {});
    expect(box.value).toBe('7/8');
    expect(values().dob).toEqual(new RefusedDate('7/8', '7/8 is not a date: type DD/MM/YYYY'));
    expect(screen.getByText('7/8 is not a date: type DD/MM/YYYY')).toBeTruthy();
    fireEvent.change(box, { target: { value: '' } });
    await act(async () => {});
    expect(values().dob).toBeNull();
    expect(picks).toEqual(['1961-08-07', null, null]);
    expect(box.hasAttribute('pastonly')).toBe(false);
  });

  it('SelectField with searchable={false} takes no typing', () => {
    renderFields(
      <>
        <SelectField name="state" label="State" options={textOptions(['VIC', 'NSW'])} searchable={false} />
        <SelectField name="rhythm" label="Rhythm" options={textOptions(['Sinus'])} />
      </>,
      { state: null, rhythm: null },
    );
    expect(screen.getByLabelText('State').hasAttribute('readonly')).toBe(true);
    expect(screen.getByLabelText('Rhythm').hasAttribute('readonly')).toBe(false);
  });

  it('renders values as text in a read-only form', () => {
    renderFields(
      <>
        <NumberField name="weight" label="Weight" unit="kg" />
        <MultiCheckField name="nutrition" label="Nutrition" options={NUTRITION} />
        <TextAreaField name="history" label="History" rows={3} />
        <RadioField name="gender" label="Gender" options={textOptions(['Male', 'Female'])} />
        <YesNoField name="ventilated" label="Ventilated" />
        <Row>
          <GcsField names={gcsNamesUnder('gcs')} options={GCS} />
        </Row>
      </>,
      {
        weight: 72,
        nutrition: ['EN', 'TPN'],
        history: null,
        gender: 'Female',
        ventilated: false,
        gcs: { eyes: 4, verbal: 5, motor: 6 },
      },
      true,
    );
    expect(screen.getByTestId('ro-weight').textContent).toBe('72 kg');
    expect(screen.getByTestId('ro-nutrition').textContent).toBe('EN, TPN');
    expect(screen.getByTestId('ro-history').textContent).toBe('-');
    expect(screen.getByTestId('ro-gender').textContent).toBe('Female');
    expect(screen.getByTestId('ro-ventilated').textContent).toBe('No');
    expect(screen.getByTestId('ro-gcs.eyes').textContent).toBe('4 Spontaneous');
    expect(screen.queryByRole('button', { name: 'GCS 15' })).toBeNull();
    expect(within(document.body).queryByRole('textbox')).toBeNull();
  });
});
