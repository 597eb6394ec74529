import {
  type EditPatientNoteInput,
  type NewPatientNoteInput,
  PATIENT_NOTE_APPLICATION,
  type PatientNote,
  patientNoteSchema,
  patientNotesResponseSchema,
} from '@scout/domain/reperfusion/patient-note.schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/shell-services.tsx';
import { PATIENT_NOTES, reperfusionKeys } from './reperfusion-api.ts';

/**
 * The patient notes of a reperfusion case (spec 3 §3.8, §4.9, §7.3): GET
 * /patientnotes/{patientProfileId}/vst-reperfusion-case/{caseId} (newest first), POST /patientnotes
 * and PUT /patientnotes/{id} (the edit history grows by one entry).
 */
export function usePatientNotes(patientProfileId: number, caseId: number) {
  const api = useApiClient();
  return useQuery({
    queryKey: reperfusionKeys.notes(patientProfileId, caseId),
    queryFn: ({ signal }) =>
      api.get(`${PATIENT_NOTES}/${patientProfileId}/${PATIENT_NOTE_APPLICATION}/${caseId}`, {
        schema: patientNotesResponseSchema,
        signal,
      }),
  });
}

/** A note's save: a new one (POST) or an edit of `noteId` (PUT); the list reloads after either. */
export function useSavePatientNote(patientProfileId: number, caseId: number) {
  const api = useApiClient();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (
      save:
        | { noteId: number; body: EditPatientNoteInput }
        | { noteId?: undefined; body: NewPatientNoteInput },
    ): Promise<PatientNote> =>
      save.noteId === undefined
        ? api.post(PATIENT_NOTES, save.body, { schema: patientNoteSchema })
        : api.put(`${PATIENT_NOTES}/${save.noteId}`, save.body, { schema: patientNoteSchema }),
    onSuccess: () => client.invalidateQueries({ queryKey: reperfusionKeys.notes(patientProfileId, caseId) }),
  });
}
