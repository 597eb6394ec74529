import type { vstConsults } from '../../db/schema/index.ts';
import { caseEvent } from '../cases/case-events.ts';

/**
 * The stroke areas' events (modules/cases/case-events.ts; issue 25 item 2: areas talk through the
 * framework, not imports). VST announces them inside its consult writes' transactions; the
 * reperfusion register and VTIS subscribe at start-up (reperfusion/subscriptions.ts,
 * vtis/subscriptions.ts, composed in app.ts). A subscriber that fails rolls the VST write back.
 */

/** A VST consult as stored (the row a close reads). */
export type StoredVstConsult = typeof vstConsults.$inferSelect;

/** What a VST consult save stores that the reperfusion register follows (spec 3 §4.6). */
export interface VstConsultSaved {
  id: number;
  patientProfileId: number;
  callDateTime: Date;
  patientInformation: unknown;
  reperfusionTherapiesDetails: unknown;
}

/**
 * A VST consult save stored its sections (PUT /consults, spec 3 §4.1), announced with the consult
 * as the save stores it: the reperfusion register follows its Recommended Management (§4.6).
 */
export const vstConsultSaved = caseEvent<VstConsultSaved>('vst.consult.saved');

/** A VST consult closes (PATCH /consults/{id}/deactivate): the stored consult and the closing time. */
export interface VstConsultClosed {
  consult: StoredVstConsult;
  closedOn: Date;
}

/**
 * A VST consult closes (spec 3 §4.1). VTIS answers the id of the VTIS consult it created by
 * automatic referral ("Consult closed. Patient has been automatically referred to VTIS."), or null.
 */
export const vstConsultClosed = caseEvent<VstConsultClosed, number | null>('vst.consult.closed');
