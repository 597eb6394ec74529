import {
  canAccessReperfusionCases,
  canAccessVstClinics,
  canViewVst,
  canViewVtis,
} from '@scout/domain/access/rules';
import { AreaLayout, type AreaMenuItem } from '../../../components/area-layout.tsx';
import {
  ALERT,
  HOME,
  Icon,
  LOGOUT,
  MEDICINE_BOX,
  SCHEDULE,
  THUNDERBOLT,
} from '../../../components/shell-ui/icons.tsx';
import { useLogoutDialog } from '../../../components/shell-ui/logout-dialog.tsx';
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
      icon: <Icon icon={THUNDERBOLT} />,
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
      icon: <Icon icon={MEDICINE_BOX} />,
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
      icon: <Icon icon={SCHEDULE} />,
      to: vst.clinics.getHref(),
      activePrefixes: [pathPrefix(vst.clinic.path)],
    });
  }
  if (canAccessReperfusionCases(user)) {
    items.push({
      key: 'reperfusion',
      label: 'Reperfusion Cases',
      icon: <Icon icon={ALERT} />,
      to: vst.reperfusionCases.getHref(),
      activePrefixes: [pathPrefix(vst.reperfusionCase.path)],
    });
  }
  items.push(
    { key: 'main-menu', label: 'Main Menu', icon: <Icon icon={HOME} />, to: paths.home.getHref() },
    { key: 'logout', label: 'Log out', icon: <Icon icon={LOGOUT} />, onClick: logout.ask },
  );
  return (
    <>
      <AreaLayout label="VST" items={items} />
      {logout.dialog}
    </>
  );
}
