import { DownOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';

/** The signed-in user's name opening their own settings. */
export function UserMenu({ displayName }: { displayName: string }) {
  const items: MenuProps['items'] = [
    {
      key: 'security',
      icon: <SafetyOutlined aria-hidden />,
      label: <Link to={paths.accountSecurity.getHref()}>Two-factor authentication</Link>,
    },
  ];
  return (
    <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight">
      <Button type="text" className="app-header__user" icon={<UserOutlined aria-hidden />}>
        <span className="app-header__user-name">{displayName}</span>
        <DownOutlined aria-hidden />
      </Button>
    </Dropdown>
  );
}
