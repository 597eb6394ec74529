import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pick } from '../../../../testing/select-option.ts';
import { ECMO_MANAGER, lookupRoutes, makeCase } from '../../testing/ecmo-fixtures.ts';
import { renderEcmoSection } from '../../testing/render-ecmo.tsx';
import { EcmoDetailsSection } from './ecmo-details-section.tsx';

describe('ECMO details', () => {
  it('shows the panels only for On/Off ECMO; decannulation Yes sets Off ECMO and reveals its fields', async () => {
    await renderEcmoSection(<EcmoDetailsSection />, {
      sectionKey: 'ecmodetails',
      caseData: makeCase(),
      user: ECMO_MANAGER,
      routes: lookupRoutes(),
    });
    await screen.findByText('ECMO Status');
    expect(screen.queryByText('Cannulation')).toBeNull();
    await pick('ECMO status', 'For Consideration of ECMO');
    expect(screen.queryByText('Cannulation')).toBeNull();
    await pick('ECMO status', 'On ECMO');
    await screen.findByText('Cannulation');
    // Off ECMO is shown but not selectable.
    fireEvent.mouseDown(screen.getByLabelText('ECMO status'));
    const off = (await screen.findAllByTitle('Off ECMO')).at(-1) as HTMLElement;
    expect(off.className).toContain('disabled');

    // Cannula length waits for an outer diameter; the primary drainage is fixed Venous.
    const drainage = screen.getByText('Primary drainage').closest('.ant-card') as HTMLElement;
    expect((within(drainage).getByLabelText('Cannula length (cm)') as HTMLInputElement).disabled).toBe(true);
    fireEvent.change(within(drainage).getByLabelText('Outer diameter (Fr)'), { target: { value: '23' } });
    await waitFor(() =>
      expect((within(drainage).getByLabelText('Cannula length (cm)') as HTMLInputElement).disabled).toBe(
        false,
      ),
    );

    const decannulation = screen
      .getByText('Decannulation', { selector: '.ant-card-head-title' })
      .closest('.ant-card') as HTMLElement;
    expect(within(decannulation).queryByLabelText('Decannulation reason')).toBeNull();
    fireEvent.click(within(decannulation).getAllByLabelText('Yes')[0] as HTMLElement);
    await within(decannulation).findByLabelText('Decannulation reason');
    await waitFor(() => expect(screen.getAllByTitle('Off ECMO').length).toBeGreaterThan(0));

    const arrest = screen
      .getByText('Cardiac Arrest', { selector: '.ant-card-head-title' })
      .closest('.ant-card') as HTMLElement;
    expect(within(arrest).queryByLabelText('Witnessed arrest')).toBeNull();
    fireEvent.click(within(arrest).getAllByLabelText('Yes')[0] as HTMLElement);
    await within(arrest).findByText('Witnessed arrest');
    expect(within(arrest).queryByText('Immediate bystander CPR')).toBeNull();
  });
});
