import type { EmailOption } from '@scout/domain/admin/integration-testing.schema';
import { formatDateTime, type RenderedEmail, renderEmail } from './email-layout.ts';

/**
 * SCOUT's e-mails (the options of spec 1 §2's integration-testing page). Other modules send them
 * with sendTemplate(); the data each needs is typed here. Patient-related e-mails carry record ids
 * and a link, never patient names or clinical details: e-mail leaves the clinical system.
 */
export type EmailTemplateId = EmailOption;

export interface EmailTemplateData {
  test: { sentAt: Date | string };
  'new-user-account': {
    displayName: string;
    email: string;
    /** Single-use link to set a password (bundled provider); null with an external provider. */
    setPasswordUrl: string | null;
    expiresInHours: number;
    signInUrl: string;
  };
  'patient-profile-merged': {
    targetProfileId: number | string;
    sourceProfileId: number | string;
    mergedBy: string;
    mergedAt: Date | string;
    /** Link to the surviving (target) profile. */
    profileUrl: string;
  };
  'case-deletion': {
    /** ECMO, Telehealth, VST, VTIS... */
    caseType: string;
    caseId: number | string;
    deletedBy: string;
    deletedAt: Date | string;
    reason: string;
  };
  'expiry-notification': {
    /** What expires, e.g. "Your SCOUT password" or "ECMO circuit C-12 service". */
    itemName: string;
    expiresAt: Date | string;
    detail?: string;
    actionUrl?: string;
  };
  'mfa-reset-confirmation': {
    displayName: string;
    resetBy: string;
    resetAt: Date | string;
    signInUrl: string;
  };
}

type Renderer<K extends EmailTemplateId> = (data: EmailTemplateData[K], timeZone: string) => RenderedEmail;

export const EMAIL_TEMPLATES: { [K in EmailTemplateId]: Renderer<K> } = {
  test: (d, tz) =>
    renderEmail('SCOUT test e-mail', 'Hello,', [
      { text: 'This is a test e-mail from SCOUT. If you can read it, e-mail delivery works.' },
      { facts: [['Sent', formatDateTime(d.sentAt, tz)]] },
    ]),

  'new-user-account': (d) =>
    renderEmail('Your new SCOUT account', `Hello ${d.displayName},`, [
      { text: `An account has been created for you in SCOUT. Your user name is ${d.email}.` },
      ...(d.setPasswordUrl
        ? [
            {
              text: `To start, set your password with the link below. The link can be used once and expires in ${d.expiresInHours} hours.`,
            },
            { link: d.setPasswordUrl, label: 'Set your password' },
          ]
        : [{ text: 'Sign in with your organisation account.' }, { link: d.signInUrl, label: 'Open SCOUT' }]),
      { text: 'If you did not expect this e-mail, contact your SCOUT administrator.' },
    ]),

  'patient-profile-merged': (d, tz) =>
    renderEmail('SCOUT patient profiles merged', 'Hello,', [
      {
        text: 'Two patient profiles were merged in SCOUT. The duplicate profile no longer exists; its records now belong to the remaining profile.',
      },
      {
        facts: [
          ['Remaining profile', String(d.targetProfileId)],
          ['Merged duplicate', String(d.sourceProfileId)],
          ['Merged by', d.mergedBy],
          ['Merged at', formatDateTime(d.mergedAt, tz)],
        ],
      },
      { link: d.profileUrl, label: 'Open the profile' },
    ]),

  'case-deletion': (d, tz) =>
    renderEmail(`SCOUT ${d.caseType} case deleted`, 'Hello,', [
      { text: `A ${d.caseType} case was deleted in SCOUT.` },
      {
        facts: [
          ['Case', String(d.caseId)],
          ['Deleted by', d.deletedBy],
          ['Deleted at', formatDateTime(d.deletedAt, tz)],
          ['Reason', d.reason],
        ],
      },
    ]),

  'expiry-notification': (d, tz) =>
    renderEmail(`SCOUT: ${d.itemName} expires soon`, 'Hello,', [
      { text: `${d.itemName} expires on ${formatDateTime(d.expiresAt, tz)}.` },
      ...(d.detail ? [{ text: d.detail }] : []),
      ...(d.actionUrl ? [{ link: d.actionUrl, label: 'Open SCOUT' }] : []),
    ]),

  'mfa-reset-confirmation': (d, tz) =>
    renderEmail('Your SCOUT two-factor authentication was reset', `Hello ${d.displayName},`, [
      {
        text: `${d.resetBy} reset the two-factor authentication of your SCOUT account on ${formatDateTime(d.resetAt, tz)}.`,
      },
      {
        text: 'Your next sign-in asks for your password only. Set up two-factor authentication again from the user menu ("Two-factor authentication").',
      },
      { text: 'If you did not ask for this, contact your SCOUT administrator at once.' },
      { link: d.signInUrl, label: 'Open SCOUT' },
    ]),
};

export function renderTemplate<K extends EmailTemplateId>(
  id: K,
  data: EmailTemplateData[K],
  timeZone: string,
): RenderedEmail {
  return (EMAIL_TEMPLATES[id] as Renderer<K>)(data, timeZone);
}

/** Example data for each template, for the integration-testing page. */
export function sampleTemplateData(publicUrl: string, now = new Date()): EmailTemplateData {
  const inAWeek = new Date(now.getTime() + 7 * 24 * 3600 * 1000);
  return {
    test: { sentAt: now },
    'new-user-account': {
      displayName: 'Test User',
      email: 'test.user@scout.example',
      setPasswordUrl: `${publicUrl}/oidc/set-password?token=example-only`,
      expiresInHours: 72,
      signInUrl: `${publicUrl}/`,
    },
    'patient-profile-merged': {
      targetProfileId: 1001,
      sourceProfileId: 1002,
      mergedBy: 'SCOUT integration test',
      mergedAt: now,
      profileUrl: `${publicUrl}/ccmp/patients/1001/update`,
    },
    'case-deletion': {
      caseType: 'ECMO',
      caseId: 1001,
      deletedBy: 'SCOUT integration test',
      deletedAt: now,
      reason: 'Test of the case deletion e-mail',
    },
    'expiry-notification': {
      itemName: 'Test item',
      expiresAt: inAWeek,
      detail: 'This is a test of the expiry notification e-mail.',
      actionUrl: `${publicUrl}/`,
    },
    'mfa-reset-confirmation': {
      displayName: 'Test User',
      resetBy: 'SCOUT integration test',
      resetAt: now,
      signInUrl: `${publicUrl}/`,
    },
  };
}
