/**
 * Server answers of the VST module the spec does not word: the stroke services share them
 * (modules/stroke/messages.ts). The spec's own texts and the VST rules' texts live in
 * @scout/domain/vst/messages.
 */
export { STROKE_SERVER_MESSAGES as VST_SERVER_MESSAGES } from '../stroke/messages.ts';
