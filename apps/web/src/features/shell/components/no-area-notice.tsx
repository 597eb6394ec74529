import { NO_AREA_TITLE, noAreaAdvice } from '@scout/domain/shell/no-area';
import { useClientConfig } from '../../../lib/shell-services.tsx';

/**
 * Said to a user with no area yet (domain `hasNoArea`): why the main menu offers only Resources and
 * whom to ask. Plain markup and the shell's CSS, as the main menu (no Ant Design there).
 */
export function NoAreaNotice() {
  const { supportPhones } = useClientConfig();
  return (
    <div role="status" className="no-area-notice">
      <strong>{NO_AREA_TITLE}</strong>
      <p>{noAreaAdvice(supportPhones)}</p>
    </div>
  );
}
