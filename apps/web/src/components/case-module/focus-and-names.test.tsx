import { fireEvent, screen, waitFor } from '@testing-library/react';
import { App, Button, ConfigProvider } from 'antd';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DEMO_CASE as CASE, type DemoCaseOptions, renderDemoCase } from '../../testing/demo-case.tsx';
import type { MockRoutes, RecordedCall } from '../../testing/fetch-mock.ts';
import { renderWithShell } from '../../testing/render-app.tsx';
import { useOverwriteConfirm } from '../use-overwrite-confirm.ts';
import { UNSAVED_CHANGES, useUnsavedChangesPrompt } from '../use-unsaved-changes-prompt.ts';
import { DeleteCaseDialog } from './delete-case-dialog.tsx';

/**
 * Issue 15 item 3 (WCAG 2.2 AA): a failed save puts the keyboard focus on the first field in
 * error, dialogs take the focus and give it back to the control that opened them, and a Save
 * button is still named "Save" after it has spun. The made-up case module 'demo'
 * (testing/demo-case.tsx) with a required referrer phone.
 */
async function open(routes: MockRoutes = {}, options: DemoCaseOptions = {}) {
  const view = await renderDemoCase({ routes, phone: 'required', ...options });
  await screen.findByLabelText('Referrer name');
  return view;
}

const active = () => document.activeElement;
const saveButton = () =>
  screen.getAllByRole('button', { name: /Save$/ }).find((b) => !b.closest('[hidden]')) as HTMLButtonElement;

describe('focus after a failed save', () => {
  it('a section that does not validate puts the focus on its first field in error', async () => {
    await open();
    fireEvent.change(screen.getByLabelText('Referrer name'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Referrer phone'), { target: { value: '' } });
    const save = saveButton();
    save.focus();
    fireEvent.click(save);
    expect(await screen.findByText('Name is required')).toBeTruthy();
    await waitFor(() => expect(active()).toBe(screen.getByLabelText('Referrer name')));
  });

  it("the server's field errors put the focus on the first field the server named", async () => {
    await open({
      'PUT /api/demo/case/referrer': {
        status: 400,
        body: {
          statusCode: 400,
          error: 'Bad Request',
          message: 'Validation failed',
          fieldErrors: [{ field: 'phone', message: 'Not a phone number' }],
        },
      },
    });
    fireEvent.change(screen.getByLabelText('Referrer phone'), { target: { value: 'abc' } });
    const save = saveButton();
    save.focus();
    fireEvent.click(save);
    expect(await screen.findByText('Not a phone number')).toBeTruthy();
    await waitFor(() => expect(active()).toBe(screen.getByLabelText('Referrer phone')));
  });

  it("a server's error on a number field puts the focus on that box", async () => {
    await open({
      'PUT /api/demo/case/patient': {
        status: 400,
        body: {
          statusCode: 400,
          error: 'Bad Request',
          message: 'Validation failed',
          fieldErrors: [{ field: 'weight', message: 'Weight is implausible' }],
        },
      },
    });
    fireEvent.click(screen.getByRole('menuitem', { name: /^Patient/ }));
    const weight = await screen.findByLabelText('Weight');
    fireEvent.change(weight, { target: { value: '700' } });
    const save = saveButton();
    save.focus();
    fireEvent.click(save);
    expect(await screen.findByText('Weight is implausible')).toBeTruthy();
    await waitFor(() => expect(active()).toBe(weight));
  });

  it('Save All opens the section that failed and focuses its field in error', async () => {
    await open();
    fireEvent.click(screen.getByRole('menuitem', { name: /^Patient/ }));
    const weight = await screen.findByLabelText('Weight');
    fireEvent.change(weight, { target: { value: '-3' } });
    fireEvent.blur(weight);
    fireEvent.click(screen.getByRole('menuitem', { name: /^Referrer/ }));
    await waitFor(() => expect(weight.closest('[hidden]')).toBeTruthy());
    fireEvent.click(screen.getByRole('menuitem', { name: /Save All/ }));
    expect(await screen.findByText('Must be at least 0')).toBeTruthy();
    await waitFor(() => expect(weight.closest('[hidden]')).toBeNull());
    await waitFor(() => expect(active()).toBe(weight));
    // Three section switches and a save: over the default 5 s on a loaded 2-core machine.
  }, 15_000);
});

/**
 * Chooses a section as a keyboard user does: the entry has the focus (the arrows' work: antd's menu
 * moves it only between entries it measures as shown, which happy-dom cannot), then Enter.
 */
function chooseByKeyboard(name: RegExp) {
  const entry = screen.getByRole('menuitem', { name });
  entry.focus();
  expect(active()).toBe(entry);
  fireEvent.keyDown(entry, { key: 'Enter', code: 'Enter', keyCode: 13, which: 13 });
  fireEvent.keyUp(entry, { key: 'Enter', code: 'Enter', keyCode: 13, which: 13 });
}

describe('focus after choosing a section', () => {
  it("cards: the chosen section's heading takes the focus, not on the page's first load", async () => {
    await open();
    // Opening the page leaves the focus where it was.
    expect(active()).toBe(document.body);
    chooseByKeyboard(/^Patient/);
    const heading = await screen.findByRole('heading', { level: 2, name: 'Patient' });
    await waitFor(() => expect(active()).toBe(heading));
    // Reachable by script, not a Tab stop of its own.
    expect(heading.tabIndex).toBe(-1);

    // The section already shown, chosen again, takes the focus too; and so does the first one.
    chooseByKeyboard(/^Patient/);
    await waitFor(() => expect(active()).toBe(heading));
    chooseByKeyboard(/^Referrer/);
    await waitFor(() => expect(active()).toBe(screen.getByRole('heading', { level: 2, name: 'Referrer' })));
  });

  it("panels: the chosen section's panel header takes the focus", async () => {
    await open({}, { layout: 'panels' });
    expect(active()).toBe(document.body);
    chooseByKeyboard(/^Patient/);
    const header = document.querySelector('#case-section-patient .ant-collapse-header');
    expect(header?.textContent).toMatch(/^Patient/);
    await waitFor(() => expect(active()).toBe(header));
  });
});

describe('accessible names of busy buttons', () => {
  it('Save is named "Save" while it spins and after the save, never "loading Save"', async () => {
    let answer: (() => void) | undefined;
    await open({
      'PUT /api/demo/case/referrer': (call: RecordedCall) =>
        new Promise((resolve) => {
          answer = () => resolve({ body: { ...CASE, lastModified: 'v2', referrer: call.body as never } });
        }) as never,
    });
    fireEvent.change(screen.getByLabelText('Referrer name'), { target: { value: 'Dr No' } });
    fireEvent.click(saveButton());
    await waitFor(() => expect(answer).toBeDefined());
    const busy = screen.getAllByRole('button', { name: 'Save' });
    expect(busy.some((b) => b.classList.contains('ant-btn-loading'))).toBe(true);
    answer?.();
    await screen.findByText('Referrer section has been updated');
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    expect(screen.queryByRole('button', { name: /loading/ })).toBeNull();
    expect(saveButton().textContent).toBe('Save');
  });
});

function ConflictOpener() {
  const confirm = useOverwriteConfirm();
  const [outcome, setOutcome] = useState('none');
  return (
    <>
      <Button onClick={async () => setOutcome(String(await confirm(() => 'overwritten')))}>Save now</Button>
      <output>{outcome}</output>
    </>
  );
}

function GuardedForm() {
  useUnsavedChangesPrompt(true);
  return <Link to="/elsewhere">Leave</Link>;
}

/** Animations off (a leave animation never ends in happy-dom; antd returns the focus after it). */
const noMotion = (node: ReactNode) => (
  <ConfigProvider theme={{ token: { motion: false } }}>
    <App>{node}</App>
  </ConfigProvider>
);

function DeleteOpener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Delete case</Button>
      {open ? (
        <DeleteCaseDialog
          caseLabel="case ECMO1"
          remove={async () => true}
          reasonRequired="Please specify your reason for deleting this case"
          failed="Unable to delete ECMO case."
          onClose={() => setOpen(false)}
          onDeleted={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}

describe('focus into dialogs and back', () => {
  it('the conflict question takes the focus and gives it back to the button that asked', async () => {
    await renderWithShell(noMotion(<ConflictOpener />));
    const opener = screen.getByRole('button', { name: 'Save now' });
    opener.focus();
    fireEvent.click(opener);
    const no = await screen.findByRole('button', { name: 'No' });
    const dialog = no.closest('.ant-modal') as HTMLElement;
    await waitFor(() => expect(dialog.contains(active())).toBe(true));
    fireEvent.click(no);
    await screen.findByText('undefined');
    await waitFor(() => expect(active()).toBe(opener));
  });

  it('the delete dialog focuses its reason, again after Delete without one, and returns the focus on Cancel', async () => {
    await renderWithShell(<DeleteOpener />);
    const opener = screen.getByRole('button', { name: 'Delete case' });
    opener.focus();
    fireEvent.click(opener);
    const reason = await screen.findByLabelText('Reason for deletion');
    await waitFor(() => expect(active()).toBe(reason));
    const del = screen.getByRole('button', { name: 'Delete' });
    del.focus();
    fireEvent.click(del);
    expect(await screen.findAllByText('Please specify your reason for deleting this case')).toBeTruthy();
    await waitFor(() => expect(active()).toBe(reason));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByLabelText('Reason for deletion')).toBeNull());
    await waitFor(() => expect(active()).toBe(opener));
  });

  it('the leave guard takes the focus, and Stay gives it back to the link that was followed', async () => {
    const { router } = await renderWithShell(noMotion(<GuardedForm />));
    const link = screen.getByRole('link', { name: 'Leave' });
    link.focus();
    fireEvent.click(link);
    const stay = await screen.findByRole('button', { name: UNSAVED_CHANGES.stay });
    await waitFor(() => expect((stay.closest('.ant-modal') as HTMLElement).contains(active())).toBe(true));
    fireEvent.click(stay);
    await waitFor(() => expect(active()).toBe(link));
    expect(router.state.location.pathname).toBe('/');
  });
});
