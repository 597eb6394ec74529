import type { Principal } from '@scout/domain/access/principal';
import {
  canViewEcmoCases,
  canViewTelehealthCases,
  canViewVst,
  canViewVtis,
} from '@scout/domain/access/rules';
import { PATIENT_MESSAGES } from '@scout/domain/patients/messages';
import { presentationHref } from '@scout/domain/patients/presentations';
import type { ClientConfig } from '@scout/domain/shell/client-config';

type SupportLine = keyof ClientConfig['supportPhones'];

/**
 * Who may open which presentation, and which support line the refusal names. The config has two
 * lines (spec 1 §9): VECMOS for ECMO, stroke for the VST/VTIS family. Telehealth has none of its
 * own, so its refusal carries no phone number rather than a wrong one.
 */
const ACCESS: Record<string, { rule: (p: Principal) => boolean; line: SupportLine | null }> = {
  ECMO: { rule: canViewEcmoCases, line: 'vecmos' },
  Telehealth: { rule: canViewTelehealthCases, line: null },
  Outpatient: { rule: canViewVst, line: 'stroke' },
  VST: { rule: canViewVst, line: 'stroke' },
  VSTFollowup: { rule: canViewVst, line: 'stroke' },
  VTIS: { rule: canViewVtis, line: 'stroke' },
  VTISFollowup: { rule: canViewVtis, line: 'stroke' },
};

export type ViewDecision =
  | { kind: 'open'; href: string }
  | { kind: 'denied'; message: string; phoneHint: string | null }
  | { kind: 'unknown'; message: string };

export const cannotViewMessage = (type: string) => `Cannot view ${type} file`;
export const supportPhoneHint = (phone: string) => `For access, please call ${phone}.`;

/** What the journey's View button does for one presentation. */
export function decidePresentationView(
  presentation: { id: number; discriminator: string },
  user: Principal,
  supportPhones: ClientConfig['supportPhones'],
): ViewDecision {
  const href = presentationHref(presentation.discriminator, presentation.id);
  const access = ACCESS[presentation.discriminator];
  if (!href || !access) return { kind: 'unknown', message: cannotViewMessage(presentation.discriminator) };
  if (!access.rule(user)) {
    const phone = access.line ? supportPhones[access.line] : null;
    return {
      kind: 'denied',
      message: PATIENT_MESSAGES.noPermission,
      phoneHint: phone ? supportPhoneHint(phone) : null,
    };
  }
  return { kind: 'open', href };
}
