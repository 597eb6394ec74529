import { SHELL_MESSAGES } from '@scout/domain/shell/messages';
import { hasNoArea } from '@scout/domain/shell/no-area';
import { resourceSectionsFor } from '@scout/domain/shell/resources';
import { Empty, Flex } from 'antd';
import { Link } from 'react-router';
import { PageHeading } from '../../../components/page-heading.tsx';
import { paths } from '../../../config/paths.ts';
import { useCurrentUser } from '../../../lib/current-user.tsx';
import { useClientConfig } from '../../../lib/shell-services.tsx';
import { NoAreaNotice } from '../components/no-area-notice.tsx';
import { ResourceSectionCard } from '../components/resource-section-card.tsx';

/** Route /resources (spec 3 §2.13): the documents and contacts of the user's apps. */
export function ResourcesPage() {
  const user = useCurrentUser();
  const { supportPhones } = useClientConfig();
  const sections = resourceSectionsFor(user);
  return (
    <>
      <PageHeading title="Resources" extra={<Link to={paths.releaseNotes.getHref()}>Release notes</Link>} />
      {hasNoArea(user) ? <NoAreaNotice /> : null}
      {sections.length === 0 ? (
        <Empty description={SHELL_MESSAGES.noDocuments} />
      ) : (
        <Flex vertical gap={24}>
          {sections.map((section) => (
            <ResourceSectionCard
              key={section.key}
              section={section}
              // Telehealth has no support line of its own (its contacts are listed).
              supportPhone={section.key === 'telehealth' ? undefined : supportPhones[section.key]}
            />
          ))}
        </Flex>
      )}
    </>
  );
}
