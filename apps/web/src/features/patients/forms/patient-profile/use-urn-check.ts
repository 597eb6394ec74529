import { PATIENT_MESSAGES } from '@scout/domain/patients/messages';
import { useCallback, useMemo, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useApiClient } from '../../../../lib/shell-services.tsx';
import { validateUrn } from '../../api/validate-urn.ts';
import type { PatientFormOutput, PatientFormValues } from './form-values.ts';

/** The error type of 'URN/THCI has been used by other patient.', so only that error is cleared. */
export const URN_IN_USE = 'urnInUse';

const keyOf = (providerId: unknown, urn: unknown) =>
  `${String(providerId)}|${String(urn ?? '')
    .trim()
    .toLowerCase()}`;

/**
 * Asks the server whether a URN/THCI is free when its field loses focus (GET validateurn), and
 * remembers the ones another patient holds so a save cannot go out with them: the schema
 * validation that runs on submit would otherwise clear that message. A failed check blocks
 * nothing, since the server checks again on save.
 */
export function useUrnCheck(
  form: UseFormReturn<PatientFormValues, unknown, PatientFormOutput>,
  profileId: number | null,
) {
  const api = useApiClient();
  const used = useRef(new Set<string>());
  const { getValues, setError, clearErrors, getFieldState } = form;

  const flag = useCallback(
    (index: number) =>
      setError(`patientHealthCareProviders.${index}.urn`, {
        type: URN_IN_USE,
        message: PATIENT_MESSAGES.urnUsedByOther,
      }),
    [setError],
  );

  const unflag = useCallback(
    (index: number) => {
      const path = `patientHealthCareProviders.${index}.urn` as const;
      if (getFieldState(path).error?.type === URN_IN_USE) clearErrors(path);
    },
    [clearErrors, getFieldState],
  );

  const checkEntry = useCallback(
    async (index: number) => {
      const entry = getValues(`patientHealthCareProviders.${index}`);
      const urn = entry?.urn?.trim();
      const healthCareProviderId = entry?.healthCareProviderId;
      if (!urn || !healthCareProviderId) return;
      const key = keyOf(healthCareProviderId, urn);
      let free: boolean;
      try {
        free = await validateUrn(api, { patientProfileId: profileId, healthCareProviderId, urn });
      } catch {
        return;
      }
      if (free) used.current.delete(key);
      else used.current.add(key);
      // The row may have been edited (or removed) while the answer was on its way.
      const now = getValues(`patientHealthCareProviders.${index}`);
      if (!now || keyOf(now.healthCareProviderId, now.urn) !== key) return;
      if (free) unflag(index);
      else flag(index);
    },
    [api, profileId, getValues, flag, unflag],
  );

  /** Before saving: puts the message back on every entry known to be taken; true if any. */
  const flagKnownUsed = useCallback(
    (values: PatientFormOutput) => {
      let blocked = false;
      values.patientHealthCareProviders.forEach((e, index) => {
        if (used.current.has(keyOf(e.healthCareProviderId, e.urn))) {
          flag(index);
          blocked = true;
        }
      });
      return blocked;
    },
    [flag],
  );

  return useMemo(() => ({ checkEntry, unflag, flagKnownUsed }), [checkEntry, unflag, flagKnownUsed]);
}
