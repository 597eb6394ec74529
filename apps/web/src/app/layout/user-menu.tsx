import DownOutlined from '@ant-design/icons/DownOutlined';
import SafetyOutlined from '@ant-design/icons/SafetyOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import Button from 'antd/es/button';
import Dropdown from 'antd/es/dropdown';
import { type KeyboardEvent, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../config/paths.ts';

/**
 * The signed-in user's name opening their own settings: antd's Dropdown on a click, a menu button
 * (WAI-ARIA pattern): click, Enter, Space or Down opens it with the focus in the menu; Up and Down
 * move; Enter or a click follows an entry; Escape closes it and the focus returns to the button;
 * Tab or a click elsewhere closes it.
 */
export function UserMenu({ displayName }: { displayName: string }) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const menuId = useId();
  const security = paths.accountSecurity.getHref();

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!open && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      event.preventDefault();
      setOpen(true);
    }
  };

  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      autoFocus
      destroyOnHidden
      open={open}
      onOpenChange={setOpen}
      menu={{
        id: menuId,
        'aria-label': displayName,
        items: [
          {
            key: 'security',
            icon: <SafetyOutlined aria-hidden />,
            // A real link for the mouse (it can open in a new tab); Enter on the entry goes there too.
            label: (
              <Link to={security} tabIndex={-1}>
                Two-factor authentication
              </Link>
            ),
          },
        ],
        onClick: ({ domEvent }) => {
          setOpen(false);
          if (!(domEvent.target instanceof Element && domEvent.target.closest('a'))) void navigate(security);
        },
      }}
    >
      <Button
        type="text"
        className="app-header__user"
        icon={<UserOutlined aria-hidden />}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onKeyDown={onButtonKeyDown}
      >
        <span className="app-header__user-name">{displayName}</span> <DownOutlined aria-hidden />
      </Button>
    </Dropdown>
  );
}
