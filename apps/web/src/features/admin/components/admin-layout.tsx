import ApiOutlined from '@ant-design/icons/ApiOutlined';
import BankOutlined from '@ant-design/icons/BankOutlined';
import GlobalOutlined from '@ant-design/icons/GlobalOutlined';
import HomeOutlined from '@ant-design/icons/HomeOutlined';
import IdcardOutlined from '@ant-design/icons/IdcardOutlined';
import MailOutlined from '@ant-design/icons/MailOutlined';
import TeamOutlined from '@ant-design/icons/TeamOutlined';
import { AreaLayout, type AreaMenuItem } from '../../../components/area-layout.tsx';
import { paths } from '../../../config/paths.ts';

/** Spec 1 §2: the admin side menu. The whole area is guarded by canAdministerPlatform. */
const ADMIN_MENU: readonly AreaMenuItem[] = [
  {
    key: 'users',
    label: 'User Management',
    icon: <TeamOutlined aria-hidden />,
    to: paths.admin.users.getHref(),
  },
  {
    key: 'countries',
    label: 'Countries',
    icon: <GlobalOutlined aria-hidden />,
    to: paths.admin.countries.getHref(),
  },
  {
    key: 'providers',
    label: 'Health Care Providers',
    icon: <BankOutlined aria-hidden />,
    to: paths.admin.healthCareProviders.getHref(),
  },
  {
    key: 'patients',
    label: 'Patient Profiles',
    icon: <IdcardOutlined aria-hidden />,
    to: paths.admin.patients.getHref(),
  },
  {
    key: 'integration-testing',
    label: 'Integration Testing',
    icon: <ApiOutlined aria-hidden />,
    to: paths.admin.integrationTesting.getHref(),
  },
  {
    key: 'outbox',
    label: 'Outbox',
    icon: <MailOutlined aria-hidden />,
    to: paths.admin.outbox.getHref(),
  },
  { key: 'main-menu', label: 'Main Menu', icon: <HomeOutlined aria-hidden />, to: paths.home.getHref() },
];

export function AdminLayout() {
  return <AreaLayout label="Administration" items={ADMIN_MENU} />;
}
