import { zodResolver } from '@hookform/resolvers/zod';
import { makeVstConsultFormSchema, VST_CONSULT_SECTION_SCHEMAS } from '@scout/domain/vst/case.schema';
import { makeVstFollowupFormSchema, VST_FOLLOWUP_SECTION_SCHEMAS } from '@scout/domain/vst/followup.schema';
import { CURRENT_VST_SCHEMA_VERSION } from '@scout/domain/vst/options';
import type { VstConsultSectionName, VstFollowupSectionName } from '@scout/domain/vst/sections';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Form } from 'antd';
import type { ReactNode } from 'react';
import { FormProvider, type Resolver, useForm } from 'react-hook-form';
import { ReadOnlyContext } from '../../../../../components/fields/read-only.ts';
import { ignoringHiddenFields } from '../../../../../components/hidden-fields-resolver.ts';
import { renderRoute } from '../../../../../testing/render-route.tsx';
import { makeCurrentUser } from '../../../../../testing/test-data.ts';

/**
 * The test harness of the VST field bodies: a body in a react-hook-form holding the whole record
 * (as the section framework's forms do), validated by the domain's form schema for that one
 * section (hidden fields ignored), with the VST lookups answered. `probe` reads the values back,
 * sets a value from outside (a reloaded record: another section's stored value) and validates.
 */

type Values = Record<string, unknown>;

export interface FieldsProbe {
  values: () => Values;
  get: (path: string) => unknown;
  set: (path: string, value: unknown) => void;
  /** Runs the section's rules as a save would; true when valid. */
  validate: () => Promise<boolean>;
}

export const CALL_AT = '2026-03-10T01:00:00.000Z';

/** A section with nothing answered, as its schema reads an empty object (null, [] for lists). */
export function emptySection(record: 'consult' | 'followup', section: string): Values {
  const schemas: Record<string, { parse: (v: unknown) => unknown }> =
    record === 'consult' ? VST_CONSULT_SECTION_SCHEMAS : VST_FOLLOWUP_SECTION_SCHEMAS;
  const schema = schemas[section];
  if (!schema) throw new Error(`no section ${section}`);
  return schema.parse({}) as Values;
}

function FieldsForm({
  node,
  defaults,
  resolver,
  probe,
}: {
  node: ReactNode;
  defaults: Values;
  resolver: Resolver<Values>;
  probe: FieldsProbe;
}) {
  const form = useForm<Values>({ defaultValues: defaults, resolver });
  probe.values = () => form.getValues();
  probe.get = (path) => form.getValues(path);
  probe.set = (path, value) => form.setValue(path, value);
  probe.validate = () => form.trigger();
  return (
    <FormProvider {...form}>
      <Form layout="vertical" component="div">
        {node}
      </Form>
    </FormProvider>
  );
}

/**
 * Renders a body (`<ImagingFields />`) for `section` of a consult (or follow-up), its section
 * starting empty and `values` laid over the record (e.g. { diagnosisDetails: { strokeType } }).
 */
export async function renderFields(
  node: ReactNode,
  {
    record = 'consult',
    section,
    values = {},
    readOnly = false,
  }: {
    record?: 'consult' | 'followup';
    section: VstConsultSectionName | VstFollowupSectionName;
    values?: Values;
    readOnly?: boolean;
  },
) {
  const schema =
    record === 'consult'
      ? makeVstConsultFormSchema([section as VstConsultSectionName])
      : makeVstFollowupFormSchema([section as VstFollowupSectionName]);
  const resolver = ignoringHiddenFields(zodResolver(schema as never) as unknown as Resolver<Values>);
  const defaults: Values = {
    callDateTime: CALL_AT,
    ...(record === 'consult' ? { schemaVersion: CURRENT_VST_SCHEMA_VERSION } : {}),
    [section]: { ...emptySection(record, section), ...((values[section] as Values | undefined) ?? {}) },
    ...Object.fromEntries(Object.entries(values).filter(([k]) => k !== section)),
  };
  const probe: FieldsProbe = {
    values: () => ({}),
    get: () => undefined,
    set: () => undefined,
    validate: async () => false,
  };
  const view = await renderRoute({
    pages: [
      {
        path: '*',
        element: (
          <ReadOnlyContext.Provider value={readOnly}>
            <FieldsForm node={node} defaults={defaults} resolver={resolver} probe={probe} />
          </ReadOnlyContext.Provider>
        ),
      },
    ],
    path: '/',
    user: makeCurrentUser({ access: { vst: 20 } }),
    routes: {
      'GET /api/vst/hospitals': {
        body: [{ id: 5, name: 'Royal Melbourne Hospital', nickName: 'RMH', address: '300 Grattan St' }],
      },
      'GET /api/vst/managers': { body: [{ id: 9, displayName: 'Dr Neuro' }] },
      'GET /api/vst/medications': { body: ['Aspirin', 'Apixaban'] },
    },
  });
  return { ...view, probe };
}

/** Answers a radio group (named by its label). */
export const answer = (group: string, option: string) =>
  fireEvent.click(within(screen.getByRole('radiogroup', { name: group })).getByLabelText(option));

/** The checkbox of `option` in the checkbox group `group`. */
export const checkbox = (group: string, option: string) =>
  within(screen.getByRole('group', { name: group })).getByLabelText(option) as HTMLInputElement;

/** Ticks or unticks an option of a checkbox group. */
export const tick = (group: string, option: string) => fireEvent.click(checkbox(group, option));

/** Opens an antd Select by its label and clicks the option with this title. */
export async function pick(label: string, option: string) {
  fireEvent.mouseDown(screen.getByLabelText(label));
  const found = await waitFor(() => {
    const o = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find(
      (el) => el.title === option && !el.closest('.ant-select-dropdown-hidden'),
    );
    if (!o) throw new Error(`no option ${option}`);
    return o;
  });
  fireEvent.click(found);
}

/** The form item (label, input, error) that holds the element labelled `label`. */
export function formItemOf(label: string): HTMLElement {
  const byText = screen.getByText(label, { selector: 'label' });
  const item = byText.closest('.ant-form-item');
  if (!item) throw new Error(`no form item for ${label}`);
  return item as HTMLElement;
}

/** True when the field labelled `label` is shown. */
export const shows = (label: string) => screen.queryByText(label, { selector: 'label' }) !== null;

/** True when the field labelled `label` carries the required marker. */
export const isRequired = (label: string) => !!formItemOf(label).querySelector('.ant-form-item-required');
