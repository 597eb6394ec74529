import type { MergeInfoRow, ProfileMergeItems } from '@scout/domain/patients/merge.schema';
import { Flex, Typography } from 'antd';
import {
  isInfoChoice,
  isUrnChoice,
  type Resolution,
  type ResolutionChoices,
} from '../lib/merge-resolutions.ts';
import { MergeComparisonTable } from './merge-comparison-table.tsx';

/** The sections that move to the correct profile as they are (spec 1 §3, Merge items). */
const MOVED_SECTIONS: { key: keyof ProfileMergeItems; caption: string }[] = [
  { key: 'previousAddresses', caption: 'Previous addresses' },
  { key: 'ecmoCases', caption: 'ECMO cases' },
  { key: 'telehealthCases', caption: 'Telehealth cases' },
  { key: 'vstConsults', caption: 'VST consults' },
  { key: 'vstFollowups', caption: 'VST follow-ups' },
  { key: 'vtisConsults', caption: 'VTIS consults' },
  { key: 'vtisFollowups', caption: 'VTIS follow-ups' },
];

const urnNoChoice = (row: MergeInfoRow) =>
  row.targetRecordValue?.trim() && row.sourceRecordValue?.trim() ? 'Same' : 'Kept';

/**
 * Both profiles side by side. Differing details and conflicting URNs get a Correct/Duplicate
 * choice (Correct by default); everything else moves to the correct profile unchanged.
 */
export function MergeReview({
  items,
  choices,
  onChoose,
}: {
  items: ProfileMergeItems;
  choices: ResolutionChoices;
  onChoose: (key: string, resolution: Resolution) => void;
}) {
  const moved = MOVED_SECTIONS.filter(({ key }) => items[key].length > 0);
  return (
    <Flex vertical gap={16}>
      <MergeComparisonTable
        caption="Patient details"
        rows={items.patientInfo}
        isChoice={isInfoChoice}
        choices={choices}
        onChoose={onChoose}
      />
      <MergeComparisonTable
        caption="URN/THCI"
        rows={items.patientUrn}
        isChoice={isUrnChoice}
        choices={choices}
        onChoose={onChoose}
        noChoiceText={urnNoChoice}
      />
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {moved.length
          ? 'The previous addresses and cases of both profiles all move to the correct profile.'
          : 'Neither profile has previous addresses or cases.'}
      </Typography.Paragraph>
      {moved.map(({ key, caption }) => (
        <MergeComparisonTable key={key} caption={caption} rows={items[key]} />
      ))}
    </Flex>
  );
}
