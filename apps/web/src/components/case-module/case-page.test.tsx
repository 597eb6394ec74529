import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  DEMO_CASE as CASE,
  type DemoCase,
  renderDemoCase,
  DEMO_TEXTS as TEXTS,
} from '../../testing/demo-case.tsx';
import type { MockRoutes, RecordedCall } from '../../testing/fetch-mock.ts';
import type { CaseLayout, WholeCaseSave } from './case-page-context.tsx';

// vitest-isolate: in a worker shared with other files, the conflict test's second Save once sent
// nothing (CI, 2026-11-28); alone it passed 6 of 6. Isolated until the state it shares is found.

/** The made-up case module 'demo' (testing/demo-case.tsx): Referrer (name only), then Patient. */
async function open(
  routes: MockRoutes,
  {
    layout = 'cards' as CaseLayout,
    readOnly = false,
    whole = undefined as WholeCaseSave<DemoCase> | undefined,
  } = {},
) {
  const view = await renderDemoCase({ routes, layout, readOnly, whole });
  await screen.findAllByText('Referrer');
  return view;
}

const gets = (calls: RecordedCall[]) =>
  calls.filter((c) => c.method === 'GET' && c.path === '/api/demo/case/1');

describe('case-module section forms', () => {
  it('saves a section with the lastModified, puts the answered case in the cache without a GET, and opens the next section', async () => {
    const saved: DemoCase = { ...CASE, lastModified: 'v2', referrer: { ...CASE.referrer, name: 'Dr No' } };
    const { calls, router } = await open({ 'PUT /api/demo/case/referrer': { body: saved } });
    fireEvent.change(screen.getByLabelText('Referrer name'), { target: { value: 'Dr No' } });
    expect(screen.getByRole('menuitem', { name: /Referrer \*/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save and Next' }));
    await screen.findByText('Referrer section has been updated');
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toEqual({ id: 1, lastModified: 'v1', forceUpdate: false, name: 'Dr No' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/demo/cases/1/patient'));
    expect(gets(calls)).toHaveLength(1);
    expect(screen.queryByRole('menuitem', { name: /Referrer \*/ })).toBeNull();
  });

  it("asks the area's conflict question; No keeps the changes unsaved, Yes resends with forceUpdate", async () => {
    const puts: RecordedCall[] = [];
    await open({
      'PUT /api/demo/case/referrer': (call: RecordedCall) => {
        puts.push(call);
        return call.body && (call.body as { forceUpdate?: boolean }).forceUpdate
          ? { body: { ...CASE, lastModified: 'v3', referrer: { ...CASE.referrer, name: 'Dr No' } } }
          : { status: 409, body: { statusCode: 409, error: 'Conflict', message: 'Record already modified' } };
      },
    });
    fireEvent.change(screen.getByLabelText('Referrer name'), { target: { value: 'Dr No' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findAllByText(TEXTS.conflict.question);
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    // No ends the save (Save works again): nothing more is sent and the section stays edited.
    const save = screen
      .getByText('Save', { selector: '.ant-card button span' })
      .closest('button') as HTMLButtonElement;
    await waitFor(() => expect(save.disabled).toBe(false));
    expect(puts).toHaveLength(1);
    expect(screen.getByRole('menuitem', { name: /Referrer \*/ })).toBeTruthy();

    fireEvent.click(save);
    await waitFor(() => expect(puts).toHaveLength(2));
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Yes' }).length).toBeGreaterThan(0));
    fireEvent.click(screen.getAllByRole('button', { name: 'Yes' }).at(-1) as HTMLElement);
    await screen.findByText('Referrer section has been updated');
    expect(puts.map((p) => (p.body as { forceUpdate: boolean }).forceUpdate)).toEqual([false, false, true]);
  });

  it('places server field errors on their fields and keeps a number outside its limit as typed', async () => {
    const puts: RecordedCall[] = [];
    await open({
      'PUT /api/demo/case/referrer': (call: RecordedCall) => {
        puts.push(call);
        return {
          status: 400,
          body: {
            statusCode: 400,
            error: 'Bad Request',
            message: 'Validation failed',
            fieldErrors: [{ field: 'name', message: 'Not a known referrer' }],
          },
        };
      },
    });
    fireEvent.change(screen.getByLabelText('Referrer name'), { target: { value: 'Nobody' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Not a known referrer')).toBeTruthy();
    expect(await screen.findByText('Referrer not saved')).toBeTruthy();

    fireEvent.click(screen.getByRole('menuitem', { name: /^Patient/ }));
    const weight = (await screen.findByLabelText('Weight')) as HTMLInputElement;
    fireEvent.change(weight, { target: { value: '-3' } });
    fireEvent.blur(weight);
    await act(async () =>
      fireEvent.click(screen.getAllByRole('button', { name: 'Save' }).at(-1) as HTMLElement),
    );
    expect(await screen.findByText('Must be at least 0')).toBeTruthy();
    expect(weight.value).toBe('-3');
    expect(puts).toHaveLength(1);
  });

  it('Save All as one whole-case save sends every section once', async () => {
    const wholes: RecordedCall[] = [];
    await open(
      {
        'PUT /api/demo/case': (call: RecordedCall) => {
          wholes.push(call);
          return { body: { ...CASE, lastModified: 'v2', patient: { weight: 70 } } };
        },
      },
      {
        whole: {
          send: (values, { api, caseData, lastModified }) =>
            api.put('/api/demo/case', { id: caseData.id, lastModified, ...values }),
          saved: 'Telehealth case updated successfully',
          failed: 'Not saved',
        },
      },
    );
    fireEvent.click(screen.getByRole('menuitem', { name: /^Patient/ }));
    fireEvent.change(await screen.findByLabelText('Weight'), { target: { value: '70' } });
    fireEvent.click(screen.getByRole('menuitem', { name: /Save All/ }));
    await screen.findByText('Telehealth case updated successfully');
    expect(wholes).toHaveLength(1);
    expect(wholes[0]?.body).toEqual({
      id: 1,
      lastModified: 'v1',
      referrer: { name: 'Dr Who' },
      patient: { weight: 70 },
    });
  });

  it('panels: every section shown with its complete/incomplete marker; read-only shows the placeholder', async () => {
    await open({}, { layout: 'panels', readOnly: true });
    const menu = screen.getByRole('menu', { name: 'Case sections' });
    expect(
      within(menu)
        .getByRole('menuitem', { name: /Referrer/ })
        .querySelector('[aria-label="Complete"]'),
    ).toBeTruthy();
    expect(
      within(menu)
        .getByRole('menuitem', { name: /Patient/ })
        .querySelector('[aria-label="Incomplete"]'),
    ).toBeTruthy();
    expect(within(menu).queryByRole('menuitem', { name: /Save All/ })).toBeNull();
    expect(screen.getByText('No patient information has been entered.')).toBeTruthy();
    expect(screen.getByTestId('ro-name').textContent).toBe('Dr Who');
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
