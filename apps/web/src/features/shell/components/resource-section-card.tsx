import { FileTextOutlined, PhoneOutlined } from '@ant-design/icons';
import type { ResourceSection } from '@scout/domain/shell/resources';
import { Card, Typography } from 'antd';

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** One app's documents (opened in a new tab) and contact list. */
export function ResourceSectionCard({
  section,
  supportPhone,
}: {
  section: ResourceSection;
  supportPhone?: string;
}) {
  return (
    <Card
      className="resource-section"
      title={
        <Typography.Title level={2} className="resource-section__title">
          {section.title}
        </Typography.Title>
      }
    >
      {section.documents.length > 0 ? (
        <section>
          <Typography.Title level={3}>Documents</Typography.Title>
          <ul className="resource-list">
            {section.documents.map((doc) => (
              <li key={doc.key} className="resource-list__item">
                <FileTextOutlined aria-hidden className="resource-list__icon" />
                <div>
                  <a href={doc.href} target="_blank" rel="noopener noreferrer">
                    {doc.title}
                  </a>
                  <Typography.Paragraph type="secondary" className="resource-list__description">
                    {doc.description}
                  </Typography.Paragraph>
                </div>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {section.contacts.length > 0 ? (
        <section>
          <Typography.Title level={3}>Contacts</Typography.Title>
          <ul className="resource-list">
            {section.contacts.map((contact) => (
              <li key={contact.name} className="resource-list__item">
                <PhoneOutlined aria-hidden className="resource-list__icon" />
                <div className="resource-list__body">
                  <Typography.Text strong>{contact.name}</Typography.Text>
                  <Typography.Paragraph type="secondary" className="resource-list__description">
                    {contact.description}
                  </Typography.Paragraph>
                </div>
                <a href={telHref(contact.phone)} className="resource-list__phone">
                  {contact.phone}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {supportPhone ? (
        <Typography.Paragraph type="secondary">
          Support line: <a href={telHref(supportPhone)}>{supportPhone}</a>
        </Typography.Paragraph>
      ) : null}
    </Card>
  );
}
