import { PATIENT_MESSAGES as M } from '@scout/domain/patients/messages';
import type { PatientProfile } from '@scout/domain/patients/patient-profile.schema';
import { Alert, App, Button, Card, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PageHeading } from '../../../components/page-heading.tsx';
import { PageSpinner } from '../../../components/page-spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { useProfileMergeItems } from '../api/get-profile-merge-items.ts';
import { useMergeProfiles } from '../api/merge-profiles.ts';
import { MergeReview } from '../components/merge-review.tsx';
import { PatientSearchTable } from '../components/patient-search-table.tsx';
import { PatientSummary } from '../components/patient-summary.tsx';
import { ProfileLoadState } from '../components/profile-load-state.tsx';
import { RetiredProfileNotice } from '../components/retired-profile-notice.tsx';
import { useRouteProfile } from '../hooks/use-route-profile.ts';
import { buildMergeResolutions, type Resolution } from '../lib/merge-resolutions.ts';
import { patientName } from '../lib/patient-display.ts';

/**
 * Route /ccmp/patients/{id}/merge (spec 1 §4): {id} is the correct (target) profile. The user
 * finds the duplicate (source), reviews both side by side, chooses per differing value and
 * confirms; the duplicate is merged into the target and the user lands on the target's form.
 */
export function PatientMergePage() {
  const { profileId, query, invalid } = useRouteProfile();
  const target = query.data;
  const [source, setSource] = useState<PatientProfile | null>(null);
  const [choices, setChoices] = useState<Record<string, Resolution>>({});
  const items = useProfileMergeItems(profileId ?? 0, source?.id ?? null);
  const merge = useMergeProfiles();
  const { message, modal } = App.useApp();
  const navigate = useNavigate();

  if (!target || profileId === null) {
    return (
      <>
        <PageHeading title="Merge Patient Profiles" />
        <ProfileLoadState invalid={invalid} isError={query.isError} />
      </>
    );
  }

  if (target.mergedIntoId) {
    return (
      <>
        <PageHeading title="Merge Patient Profiles" subtitle={patientName(target)} />
        <RetiredProfileNotice mergedIntoId={target.mergedIntoId} />
      </>
    );
  }

  const pickSource = (profile: PatientProfile) => {
    if (profile.id === target.id) {
      void message.error(M.sameProfile);
      return;
    }
    setChoices({});
    setSource(profile);
  };

  const confirmMerge = () => {
    if (!source || !items.data) return;
    const mergeResolutions = buildMergeResolutions(items.data, choices);
    modal.confirm({
      title: 'Merge patient profiles',
      content: `Merge ${patientName(source)} into ${patientName(target)}? The duplicate profile is retired and its URN/THCI entries, previous addresses and cases move to the correct profile. This cannot be undone.`,
      okText: 'Merge',
      cancelText: 'Cancel',
      onOk: async () => {
        try {
          await merge.mutateAsync({
            targetProfileId: target.id,
            sourceProfileId: source.id,
            mergeResolutions,
          });
        } catch {
          void message.error(M.mergeFailed);
          return;
        }
        void message.success('Patient profiles merged');
        navigate(paths.admin.patientUpdate.getHref(target.id));
      },
    });
  };

  return (
    <>
      <PageHeading title="Merge Patient Profiles" subtitle={`Correct profile: ${patientName(target)}`} />
      <Flex vertical gap={16}>
        <Card size="small" title="Correct profile (kept)">
          <PatientSummary profile={target} />
        </Card>
        {source ? (
          <Card
            size="small"
            title={`Duplicate profile (merged into the correct one): ${patientName(source)}`}
            extra={
              <Button type="link" onClick={() => setSource(null)}>
                Choose another duplicate
              </Button>
            }
          >
            {items.isPending ? <PageSpinner label="Comparing the profiles" /> : null}
            {items.isError ? (
              <Alert type="error" showIcon title="Unable to compare the two profiles" />
            ) : null}
            {items.data ? (
              <Flex vertical gap={16}>
                <MergeReview
                  items={items.data}
                  choices={choices}
                  onChoose={(key, resolution) => setChoices((c) => ({ ...c, [key]: resolution }))}
                />
                <Flex gap={8} justify="flex-end">
                  <Button onClick={() => navigate(paths.admin.patients.getHref())}>Cancel</Button>
                  <Button type="primary" danger onClick={confirmMerge} loading={merge.isPending}>
                    Merge profiles
                  </Button>
                </Flex>
              </Flex>
            ) : null}
          </Card>
        ) : (
          <Card size="small" title="Find the duplicate profile">
            <Typography.Paragraph type="secondary">
              Search for the duplicate of this patient and select it to compare the two profiles.
            </Typography.Paragraph>
            <PatientSearchTable
              searchLabel="Search for the duplicate profile"
              actionsTitle="Duplicate"
              actions={(p) => (
                <Button size="small" onClick={() => pickSource(p)} aria-label={`Select ${patientName(p)}`}>
                  Select
                </Button>
              )}
            />
          </Card>
        )}
      </Flex>
    </>
  );
}
