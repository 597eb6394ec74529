import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Checkbox, Col, Row, Space, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import type { FetchedFile } from '../api/fetch-file.ts';
import { useSaveExport } from './use-save-export.ts';

/** A section of the column picker (spec 3 §3.8: sectionId, sectionName, columns with id, name, isChecked). */
export interface CsvReportSection {
  sectionId: string;
  sectionName: string;
  columns: { id: string; name: string; isChecked: boolean }[];
}

/**
 * A CSV report page's body (spec 3 §2.12: checkbox groups of columns per section and Export Report;
 * §8.1): the server's sections with their columns (all ticked at first), a Select All / None per
 * section, and Export Report, which sends the sections with what is ticked and saves the CSV
 * under the name the server gives (`fileName` otherwise); a 204 shows `noRecords` ("No records
 * found for this report", info), any other failure its message. The stroke export pages use it.
 */
export function CsvReport({
  sections,
  loading,
  failed,
  fileName,
  noRecords,
  exportCsv,
}: {
  sections: readonly CsvReportSection[] | undefined;
  loading: boolean;
  failed: boolean;
  fileName: string;
  noRecords: string;
  exportCsv: (sections: CsvReportSection[]) => Promise<FetchedFile | null>;
}) {
  const saveExport = useSaveExport();
  const [picked, setPicked] = useState<CsvReportSection[]>([]);
  const [busy, setBusy] = useState(false);
  useEffect(
    () => setPicked(sections ? sections.map((s) => ({ ...s, columns: [...s.columns] })) : []),
    [sections],
  );
  if (loading) return <Spin />;
  if (failed) return <Alert type="error" showIcon title="The export columns could not be loaded." />;
  const setColumns = (sectionId: string, checked: (id: string, was: boolean) => boolean) =>
    setPicked((all) =>
      all.map((s) =>
        s.sectionId === sectionId
          ? { ...s, columns: s.columns.map((c) => ({ ...c, isChecked: checked(c.id, c.isChecked) })) }
          : s,
      ),
    );
  const anyTicked = picked.some((s) => s.columns.some((c) => c.isChecked));
  const run = async () => {
    setBusy(true);
    await saveExport(() => exportCsv(picked), fileName, noRecords);
    setBusy(false);
  };
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {picked.map((section) => (
        <Card
          key={section.sectionId}
          size="small"
          title={section.sectionName}
          extra={
            <Space>
              <Button size="small" onClick={() => setColumns(section.sectionId, () => true)}>
                Select All
              </Button>
              <Button size="small" onClick={() => setColumns(section.sectionId, () => false)}>
                None
              </Button>
            </Space>
          }
        >
          <fieldset
            aria-label={section.sectionName}
            style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}
          >
            <Checkbox.Group
              style={{ width: '100%' }}
              value={section.columns.filter((c) => c.isChecked).map((c) => c.id)}
              onChange={(ids) => setColumns(section.sectionId, (id) => (ids as string[]).includes(id))}
            >
              <Row gutter={[8, 4]}>
                {section.columns.map((c) => (
                  <Col key={c.id} xs={24} md={12} xl={8}>
                    <Checkbox value={c.id}>{c.name}</Checkbox>
                  </Col>
                ))}
              </Row>
            </Checkbox.Group>
          </fieldset>
        </Card>
      ))}
      {anyTicked ? null : (
        <Typography.Text type="warning">Tick at least one column to export.</Typography.Text>
      )}
      <Button
        type="primary"
        icon={<DownloadOutlined aria-hidden />}
        loading={busy}
        disabled={!anyTicked}
        onClick={() => void run()}
      >
        Export Report
      </Button>
    </Space>
  );
}
