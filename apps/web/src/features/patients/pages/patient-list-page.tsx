import { PlusOutlined } from '@ant-design/icons';
import { canEditPatientProfiles } from '@scout/domain/access/rules';
import { Button, Space } from 'antd';
import { Link, useNavigate } from 'react-router';
import { PageHeading } from '../../../components/page-heading.tsx';
import { paths } from '../../../config/paths.ts';
import { useCurrentUser } from '../../../lib/current-user.tsx';
import { PatientSearchTable } from '../components/patient-search-table.tsx';
import { patientName } from '../lib/patient-display.ts';

const { admin } = paths;

/**
 * Route /ccmp/patients: search, then update, merge or view the journey of a profile. Creating
 * and merging change profiles, so they need canEditPatientProfiles on top of the admin area.
 */
export function PatientListPage() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const canEdit = canEditPatientProfiles(user);
  return (
    <>
      <PageHeading
        title="Patient Profiles"
        extra={
          canEdit ? (
            <Button
              type="primary"
              icon={<PlusOutlined aria-hidden />}
              onClick={() => navigate(admin.patientNew.getHref())}
            >
              Create Patient Profile
            </Button>
          ) : null
        }
      />
      <PatientSearchTable
        actions={(p) => (
          <Space size="middle" wrap>
            <Link to={admin.patientUpdate.getHref(p.id)} aria-label={`Update ${patientName(p)}`}>
              Update
            </Link>
            {canEdit ? (
              <Link to={admin.patientMerge.getHref(p.id)} aria-label={`Merge ${patientName(p)}`}>
                Merge
              </Link>
            ) : null}
            <Link to={admin.patientJourney.getHref(p.id)} aria-label={`Journey of ${patientName(p)}`}>
              Journey
            </Link>
          </Space>
        )}
      />
    </>
  );
}
