import { createContext, useContext } from 'react';
import type { VstRecordKind } from '../api/vst-api.ts';
import { VST_KINDS, type VstKind } from './vst-record.ts';
import { vstSectionDef } from './vst-section.ts';

/** The record kind of the page around (consult or follow-up): sections are written once for both. */
export const VstKindContext = createContext<VstRecordKind>('consult');

export const useVstKind = (): VstKind => VST_KINDS[useContext(VstKindContext)];

/** The def of the page's kind for a data section key ('referrer', 'hospital-agreement'). */
export const useVstSectionDef = (key: string) => vstSectionDef(useContext(VstKindContext), key);
