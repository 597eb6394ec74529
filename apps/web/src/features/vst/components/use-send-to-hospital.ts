import type { SendChannel, VstFormType } from '@scout/domain/vst/actions.schema';
import { VST_MESSAGES as M } from '@scout/domain/vst/messages';
import { App } from 'antd';
import { useSendVstForm } from '../api/send-form.ts';

/** The toasts of a send (spec 3 §8.1): in progress, then success or failure in its place. */
const SEND_TEXTS: Record<SendChannel, { busy: string; sent: string; failed: string }> = {
  box: { busy: M.boxInProgress, sent: M.boxSucceeded, failed: M.boxFailed },
  fax: { busy: M.faxInProgress, sent: M.faxSucceeded, failed: M.faxFailed },
};

/**
 * Sends a record's PDF to its hospital by fax or file share (Upload to Box) with the §8.1 toasts.
 * A 200 answer whose recorded result is 'failed' is a failure.
 */
export function useSendToHospital() {
  const { message } = App.useApp();
  const send = useSendVstForm();
  return async (channel: SendChannel, serviceType: VstFormType, id: number): Promise<boolean> => {
    const texts = SEND_TEXTS[channel];
    const key = `vst-send-${channel}-${serviceType}-${id}`;
    void message.open({ key, type: 'loading', content: texts.busy, duration: 0 });
    try {
      const record = await send.mutateAsync({ channel, serviceType, id });
      const ok = record.result === 'sent';
      void message.open({ key, type: ok ? 'success' : 'error', content: ok ? texts.sent : texts.failed });
      return ok;
    } catch {
      void message.open({ key, type: 'error', content: texts.failed });
      return false;
    }
  };
}
