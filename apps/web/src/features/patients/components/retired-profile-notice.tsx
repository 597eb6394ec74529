import { PATIENT_MESSAGES } from '@scout/domain/patients/messages';
import { Alert } from 'antd';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';

/**
 * A profile merged into another still opens from old links (the server keeps it, retired); it
 * cannot change any more, so the page points to the profile it lives on in.
 */
export function RetiredProfileNotice({ mergedIntoId }: { mergedIntoId: number }) {
  return (
    <Alert
      type="warning"
      showIcon
      title={PATIENT_MESSAGES.profileRetired}
      action={<Link to={paths.admin.patientUpdate.getHref(mergedIntoId)}>Open the current profile</Link>}
    />
  );
}
