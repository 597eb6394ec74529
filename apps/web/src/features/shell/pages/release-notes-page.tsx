import { RELEASE_NOTE_APP_LABEL, releaseNotesFor } from '@scout/domain/shell/release-notes';
import { Card, Flex, Typography } from 'antd';
import { PageHeading } from '../../../components/page-heading.tsx';
import { useCurrentUser } from '../../../lib/current-user.tsx';
import { formatDate } from '../../../lib/dates.ts';

/** Route /release-notes (spec 3 §2.13): releases newest first, sections of the user's apps only. */
export function ReleaseNotesPage() {
  const user = useCurrentUser();
  const releases = releaseNotesFor(user);
  return (
    <>
      <PageHeading title="Release notes" />
      <Flex vertical gap={24}>
        {releases.map((release) => (
          <Card
            key={release.version}
            title={
              <Typography.Title level={2} className="release__title">
                Version {release.version}
              </Typography.Title>
            }
            extra={<time dateTime={release.date}>{formatDate(release.date)}</time>}
          >
            {release.sections.map((section) => (
              <section key={section.app} className="release__section">
                <Typography.Title level={3}>{RELEASE_NOTE_APP_LABEL[section.app]}</Typography.Title>
                <ul>
                  {section.notes.map((note) => (
                    <li key={note}>{note}</li>
                  ))}
                </ul>
              </section>
            ))}
          </Card>
        ))}
      </Flex>
    </>
  );
}
