import { expect, type Page, test } from '@playwright/test';
import type { ClinicalAreaKey } from '@scout/domain/areas/registry';
import { recordPage, SWEPT_AREAS, sweptArea } from './areas.ts';
import { dayAgo } from './case-fixtures.ts';
import { openSignedIn } from './helpers.ts';
import {
  chooseRadio,
  expectFocusInside,
  expectVisibleFocus,
  openSectionByKeyboard,
  pickByKeyboard,
  press,
  tabTo,
  typeDateInto,
  typeInto,
} from './keyboard-helpers.ts';

/**
 * Keyboard-only journeys, one per area (issue 15 item 3, WCAG 2.1.1 and 2.4.7): from a signed-in
 * page (openSignedIn: the provider's form is filled once per user and run, not by these journeys),
 * every step is Tab, Shift+Tab, Enter, Space, arrows or typing; nothing is clicked. A control the
 * keyboard cannot reach fails the journey. Every clinical area of the registry (e2e/tests/areas.ts)
 * has its journey (JOURNEYS below), started from the area's pages there.
 */
test.describe.configure({ timeout: 180_000 });

/** One area's keyboard journey: what it does, and the steps from a signed-in page. */
interface Journey {
  title: string;
  run(page: Page): Promise<void>;
}

const toast = (page: Page, text: string | RegExp) => page.locator('.ant-message').getByText(text).first();

/** Creates a patient through the New Case page's Create new patient dialog, by keyboard. */
async function createPatientByKeyboard(page: Page, lastName: string) {
  await press(page, page.getByRole('button', { name: 'Create new patient' }));
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // The focus moves into the dialog, on its first field (WCAG 2.4.3).
  await expectFocusInside(dialog);
  await expect(dialog.getByLabel('Last name', { exact: true })).toBeFocused();
  await typeInto(page, dialog.getByLabel('Last name', { exact: true }), lastName);
  await typeInto(page, dialog.getByLabel('First name', { exact: true }), 'Kim');
  await typeDateInto(page, dialog.getByLabel('Date of birth', { exact: true }), '03/04/1970');
  await pickByKeyboard(page, dialog.getByLabel('Gender', { exact: true }), 'Female', { search: 'Fem' });
  await typeInto(page, dialog.getByLabel('Street number', { exact: true }), '1');
  await typeInto(page, dialog.getByLabel('Street name', { exact: true }), 'High Street');
  await typeInto(page, dialog.getByLabel('Suburb', { exact: true }), 'Carlton');
  await pickByKeyboard(page, dialog.getByLabel('State', { exact: true }), 'VIC', { search: 'VIC' });
  await typeInto(page, dialog.getByLabel('Postcode', { exact: true }), '3053');
  await pickByKeyboard(page, dialog.getByLabel('URN hospital', { exact: true }), 'Alfred', {
    search: 'Alfred',
  });
  await typeInto(page, dialog.getByLabel('URN/THCI', { exact: true }), `K${Date.now() % 1_000_000}`);
  await press(page, dialog.getByRole('button', { name: 'Create patient' }));
  await expect(page.getByTestId('picked-patient')).toContainText(lastName);
}

/** The referrer of a New Case page (ECMO, Telehealth), by keyboard. */
async function fillReferrerByKeyboard(page: Page, position: string) {
  await typeInto(page, page.getByLabel('Last name', { exact: true }), 'Referrer');
  await typeInto(page, page.getByLabel('First name', { exact: true }), 'Robin');
  await pickByKeyboard(page, page.getByLabel('Position', { exact: true }), position, { search: position });
  await typeInto(page, page.getByLabel('Contact number', { exact: true }), '0390001234');
  await pickByKeyboard(page, page.getByLabel('Hospital', { exact: true }), 'RMH', { search: 'RMH' });
  await pickByKeyboard(page, page.getByLabel('Hospital unit', { exact: true }), 'ICU', { search: 'ICU' });
}

const ecmoJourney: Journey = {
  title: 'a new case for a new patient with an observation, by keyboard only',
  run: async (page) => {
    const lastName = `Keyecmo${Date.now() % 1_000_000}`;
    await openSignedIn(page, 'ecmo.manage@scout.example', sweptArea('ecmo').dashboard);
    const newCase = page.getByRole('button', { name: /New Case/ });
    // One Tab stop for New Case (the link around the button is not a second one).
    await expect(page.getByRole('link', { name: /New Case/ })).toHaveAttribute('tabindex', '-1');
    await tabTo(page, newCase);
    await expectVisibleFocus(page);
    await page.screenshot({ path: '/tmp/a11y-results/keyboard-focus-new-case.png' });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/ecmo\/new$/);

    await pickByKeyboard(page, page.getByLabel('Call taker', { exact: true }));
    await createPatientByKeyboard(page, lastName);
    await fillReferrerByKeyboard(page, 'ICU Cons');
    const create = page.getByRole('button', { name: 'Create', exact: true });
    await expect(create).toBeEnabled();
    await tabTo(page, create);
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await expect(toast(page, 'ECMO case created successfully.')).toBeVisible();
    await expect(page).toHaveURL(/\/ecmo\/cases\/\d+\/referrer$/);

    await openSectionByKeyboard(page, 'Clinical Details');
    await expect(page).toHaveURL(/\/clinicaldetails$/);
    // The focus leaves the menu for the section's start, its first card's title, drawn (WCAG 2.4.3, 2.4.7).
    await expect(
      page.locator('[data-case-part="clinicaldetails"] .ant-card-head-title').first(),
    ).toBeFocused();
    await expectVisibleFocus(page);
    const panel = page.locator('.ant-card').filter({ has: page.getByText('Observations', { exact: true }) });
    await pickByKeyboard(page, panel.getByLabel('Observation type', { exact: true }), 'Standard', {
      search: 'Stand',
    });
    await typeDateInto(page, panel.getByLabel('Date/time', { exact: true }), `${dayAgo(1)} 10:05`);
    await typeInto(page, panel.getByLabel('HR', { exact: true }), '91');
    await typeInto(page, panel.getByLabel('SBP', { exact: true }), '120');
    await typeInto(page, panel.getByLabel('DBP', { exact: true }), '80');
    await typeInto(page, panel.getByLabel('Resp rate', { exact: true }), '18');
    await typeInto(page, panel.getByLabel('SpO2', { exact: true }), '96');
    await press(page, panel.getByRole('button', { name: 'GCS 15' }));
    await pickByKeyboard(page, panel.getByLabel('Oxygen therapy', { exact: true }), 'Face Mask', {
      search: 'Face',
    });
    await pickByKeyboard(page, panel.getByLabel('Flow rate (L/min)', { exact: true }), '8', { search: '8' });
    await expect(panel.getByTestId('obs-fio2')).toHaveValue('45');
    await press(page, panel.getByRole('button', { name: 'Commit' }));
    await expect(page.getByText('Observation has been committed.').first()).toBeVisible();
    await expect(panel.getByRole('row')).toHaveCount(2);

    // A section framed by the case page lands on its heading.
    await openSectionByKeyboard(page, 'Referrer');
    await expect(page.getByRole('heading', { level: 2, name: 'Referrer' })).toBeFocused();
    await expectVisibleFocus(page);
  },
};

/** The collapsible panel of one case section (case-module's sectionAnchorId). */
const panel = (page: Page, key: string) => page.locator(`#case-section-${key}`);

/**
 * A section save by keyboard on a record page (panels layout): types `text` into the field
 * `label` of the section `key`, tabs on to the section's Save and presses Enter.
 */
async function saveSectionByKeyboard(page: Page, key: string, label: string, text: string, saved: RegExp) {
  const section = panel(page, key);
  await typeInto(page, section.getByLabel(label, { exact: true }), text);
  const save = section.getByRole('button', { name: 'Save', exact: true });
  await tabTo(page, save);
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(toast(page, saved)).toBeVisible();
}

const telehealthJourney: Journey = {
  title: 'a consultation added to a case, by keyboard only',
  run: async (page) => {
    await openSignedIn(page, 'telehealth.manage@scout.example', recordPage('telehealth'));
    // The first wait after a deep link (the app's chunks and the case load): loaded CI needs longer.
    await expect(page.getByRole('heading', { name: 'TELEHEALTH' })).toBeVisible({ timeout: 30_000 });
    const consultations = panel(page, 'consultations');
    const add = consultations.getByRole('button', { name: /Add Consultation/ });
    await tabTo(page, add, { max: 400 });
    await page.keyboard.press('Enter');
    await expect(add).toBeDisabled();
    const part = (name: string) => consultations.getByTestId(`consultation-${name}`);
    await chooseRadio(
      page,
      part('airway').getByRole('radiogroup', { name: 'Endotracheal tube (ETT)' }),
      'Yes',
    );
    await typeInto(page, part('airway').getByLabel('Size', { exact: true }), '7.5');
    await typeInto(page, part('circulationAndInfusion').getByLabel('Temperature', { exact: true }), '38.2');
    await typeInto(page, part('circulationAndInfusion').getByLabel('Heart rate', { exact: true }), '104');
    await press(page, part('disability').getByRole('button', { name: 'GCS 15' }));
    await expect(part('disability').getByTestId('consultation-gcs')).toContainText('15');
    await typeInto(
      page,
      part('recommendations').getByLabel('Conversation with', { exact: true }),
      'Dr Robin Referrer',
    );
    await press(page, consultations.getByRole('button', { name: 'Save', exact: true }));
    await expect(toast(page, 'New case consultation created.')).toBeVisible();
    await expect(add).toBeEnabled();
  },
};

const vstJourney: Journey = {
  title: 'a consult section saved by keyboard; a failed save puts the focus on the field in error',
  run: async (page) => {
    await openSignedIn(page, 'vst.manage@scout.example', recordPage('vst', { section: 'referrer' }));
    const referrer = panel(page, 'referrer');
    const lastName = referrer.getByLabel('Last Name', { exact: true });
    await tabTo(page, lastName);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Backspace');
    await press(page, referrer.getByRole('button', { name: 'Save', exact: true }));
    // WCAG 3.3.1 / 2.4.3: the focus lands on the first field in error, ready to correct.
    await expect(lastName).toBeFocused();
    await page.keyboard.type('Referrer');
    await saveSectionByKeyboard(page, 'referrer', 'Contact Number', '0353209999', /updated/i);

    // Choosing a section from the menu moves the focus to its panel's header (WCAG 2.4.3, 2.4.7).
    await openSectionByKeyboard(page, 'Health Timeline');
    await expect(panel(page, 'health-timeline').locator('.ant-collapse-header')).toBeFocused();
    await expectVisibleFocus(page);
  },
};

const vtisJourney: Journey = {
  title: 'a consult section saved by keyboard',
  run: async (page) => {
    await openSignedIn(page, 'vst.manage@scout.example', recordPage('vtis', { id: 2, section: 'referrer' }));
    await saveSectionByKeyboard(page, 'referrer', 'Contact Number', '0353208888', /updated/i);
  },
};

const clinicsJourney: Journey = {
  title: "a clinic's referrer saved by keyboard",
  run: async (page) => {
    await openSignedIn(page, 'vst.manage@scout.example', recordPage('clinics', { section: 'referrer' }));
    await saveSectionByKeyboard(page, 'referrer', 'Contact Number', '0353207777', /updated/i);
  },
};

const reperfusionJourney: Journey = {
  title: "the director's review comments saved by keyboard",
  run: async (page) => {
    await openSignedIn(
      page,
      'vst.admin@scout.example',
      recordPage('vst-reperfusion', { section: 'director-review' }),
    );
    await saveSectionByKeyboard(
      page,
      'director-review',
      'Comments',
      'Reviewed by keyboard',
      /updated|saved/i,
    );
  },
};

/** The journey of each clinical area: an area added to the registry does not compile without one. */
const JOURNEYS = {
  ecmo: ecmoJourney,
  telehealth: telehealthJourney,
  vst: vstJourney,
  vtis: vtisJourney,
  clinics: clinicsJourney,
  reperfusion: reperfusionJourney,
} satisfies Record<ClinicalAreaKey, Journey>;

for (const area of SWEPT_AREAS) {
  const journey = JOURNEYS[area.key];
  test(`${area.title}: ${journey.title}`, ({ page }) => journey.run(page));
}
