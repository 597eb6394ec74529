import { SHELL_MESSAGES } from '@scout/domain/shell/messages';
import Button from 'antd/es/button';
import { useNavigate } from 'react-router';
import { paths } from '../config/paths.ts';

export function BackHomeButton() {
  const navigate = useNavigate();
  return (
    <Button type="primary" onClick={() => navigate(paths.home.getHref())}>
      {SHELL_MESSAGES.backHome}
    </Button>
  );
}
