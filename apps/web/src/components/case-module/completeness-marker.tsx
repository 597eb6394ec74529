import { CheckCircleFilled, ExclamationCircleOutlined } from '@ant-design/icons';
import { theme } from 'antd';

/**
 * The complete/incomplete marker of a section in the side menu and on its panel (Telehealth,
 * spec 2 §2.2). The icon carries the words for screen readers and tests ('Complete',
 * 'Incomplete'); the colour is not the only signal.
 */
export function CompletenessMarker({ complete }: { complete: boolean }) {
  const { token } = theme.useToken();
  return complete ? (
    <CheckCircleFilled
      role="img"
      aria-label="Complete"
      style={{ color: token.colorSuccess, marginLeft: 8 }}
    />
  ) : (
    <ExclamationCircleOutlined
      role="img"
      aria-label="Incomplete"
      style={{ color: token.colorWarning, marginLeft: 8 }}
    />
  );
}
