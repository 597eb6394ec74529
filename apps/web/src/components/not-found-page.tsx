import { SHELL_MESSAGES } from '@scout/domain/shell/messages';
import { Result } from 'antd';
import { BackHomeButton } from './back-home-button.tsx';

export function NotFoundPage() {
  return <Result status="404" title="404" subTitle={SHELL_MESSAGES.notFound} extra={<BackHomeButton />} />;
}
