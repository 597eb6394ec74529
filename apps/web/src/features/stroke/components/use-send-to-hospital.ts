import { STROKE_MESSAGES as M } from '@scout/domain/stroke/messages';
import type { SendChannel } from '@scout/domain/vst/actions.schema';
import App from 'antd/es/app';
import { useSendStrokeForm } from '../api/send-form.ts';
import type { StrokeArea } from '../api/stroke-area.ts';

/** The toasts of a send (spec 3 §8.1): in progress, then success or failure in its place. */
const SEND_TEXTS: Record<SendChannel, { busy: string; sent: string; failed: string }> = {
  box: { busy: M.boxInProgress, sent: M.boxSucceeded, failed: M.boxFailed },
  fax: { busy: M.faxInProgress, sent: M.faxSucceeded, failed: M.faxFailed },
};

/**
 * Sends a record's PDF to its hospital by fax or file share (Upload to Box) with the §8.1 toasts,
 * through the area's send calls. A 200 answer whose recorded result is 'failed' is a failure.
 */
export function useSendToHospital(area: StrokeArea) {
  const send = useSendStrokeForm(area);
  const { message } = App.useApp();
  return async (channel: SendChannel, type: string, id: number): Promise<boolean> => {
    const texts = SEND_TEXTS[channel];
    const key = `${area.name}-send-${channel}-${type}-${id}`;
    message.open({ key, type: 'loading', content: texts.busy, duration: 0 });
    try {
      const record = await send.mutateAsync({ channel, type, id });
      const ok = record.result === 'sent';
      message.open({ key, type: ok ? 'success' : 'error', content: ok ? texts.sent : texts.failed });
      return ok;
    } catch {
      message.open({ key, type: 'error', content: texts.failed });
      return false;
    }
  };
}
