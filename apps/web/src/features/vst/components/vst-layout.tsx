import AlertOutlined from '@ant-design/icons/AlertOutlined';
import HomeOutlined from '@ant-design/icons/HomeOutlined';
import LogoutOutlined from '@ant-design/icons/LogoutOutlined';
import MedicineBoxOutlined from '@ant-design/icons/MedicineBoxOutlined';
import ScheduleOutlined from '@ant-design/icons/ScheduleOutlined';
import ThunderboltOutlined from '@ant-design/icons/ThunderboltOutlined';
import {
  canAccessReperfusionCases,
  canAccessVstClinics,
  canViewVst,
  canViewVtis,
} from '@scout/domain/access/rules';
import { AreaLayout, type AreaMenuItem } from '../../../components/area-layout.tsx';
import { useLogoutDialog } from '../../../components/ui/logout-dialog.tsx';
import { pathPrefix, paths } from '../../../config/paths.ts';
import { useCurrentUser } from '../../../lib/current-user.tsx';

const { vst } = paths;

/** Spec 3 §2.1: VST, Inpatient Service, Clinics, Reperfusion Cases, Main Menu, Log out. */
export function VstLayout() {
  const user = useCurrentUser();
  const logout = useLogoutDialog();
  const items: AreaMenuItem[] = [];
  if (canViewVst(user)) {
    items.push({
      key: 'vst',
      label: 'VST',
      icon: <ThunderboltOutlined aria-hidden />,
      to: vst.consults.getHref(),
      activePrefixes: [
        pathPrefix(vst.consult.path),
        pathPrefix(vst.followUp.path),
        vst.monthlyReport.getHref(),
        vst.quarterlyReport.getHref(),
      ],
    });
  }
  if (canViewVtis(user)) {
    items.push({
      key: 'vtis',
      label: 'Inpatient Service',
      icon: <MedicineBoxOutlined aria-hidden />,
      to: vst.vtisConsults.getHref(),
      activePrefixes: [
        pathPrefix(vst.vtisFollowUpNew.path),
        pathPrefix(vst.vtisConsult.path),
        pathPrefix(vst.vtisFollowUp.path),
        pathPrefix(vst.vtisHospitalDocumentation.path),
      ],
    });
  }
  if (canAccessVstClinics(user)) {
    items.push({
      key: 'clinics',
      label: 'Clinics',
      icon: <ScheduleOutlined aria-hidden />,
      to: vst.clinics.getHref(),
      activePrefixes: [pathPrefix(vst.clinic.path)],
    });
  }
  if (canAccessReperfusionCases(user)) {
    items.push({
      key: 'reperfusion',
      label: 'Reperfusion Cases',
      icon: <AlertOutlined aria-hidden />,
      to: vst.reperfusionCases.getHref(),
      activePrefixes: [pathPrefix(vst.reperfusionCase.path)],
    });
  }
  items.push(
    { key: 'main-menu', label: 'Main Menu', icon: <HomeOutlined aria-hidden />, to: paths.home.getHref() },
    { key: 'logout', label: 'Log out', icon: <LogoutOutlined aria-hidden />, onClick: logout.ask },
  );
  return (
    <>
      <AreaLayout label="VST" items={items} />
      {logout.dialog}
    </>
  );
}
