import { ATTACHMENT_ACCEPT, type CaseAttachment } from '@scout/domain/cases/attachment.schema';
import { CASE_MESSAGES as M } from '@scout/domain/cases/messages';
import {
  Alert,
  App,
  Button,
  Card,
  Empty,
  Flex,
  Popconfirm,
  Progress,
  Switch,
  Table,
  Tag,
  Upload,
} from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { isApiRequestError } from '../../lib/api-client.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { TruncatedText, WrappedText } from '../long-text.tsx';
import type { CaseModule } from './api/case-parts-api.ts';
import { useDeleteCaseAttachment } from './api/delete-case-attachment.ts';
import { useDownloadCaseAttachment } from './api/download-case-attachment.ts';
import { useCaseAttachmentsQuery } from './api/list-case-attachments.ts';
import { useUploadCaseAttachment } from './api/upload-case-attachment.ts';
import { formatBytes } from './format-bytes.ts';

interface CaseAttachmentsProps {
  module: CaseModule;
  caseId: number;
  /** Read-only users and archived cases: no upload and no delete (spec 2 §6). */
  readOnly: boolean;
}

/**
 * The files of a case (spec 2 §3.4, §7.1): upload with a progress bar, download under the
 * original name, soft delete after a confirmation, and a switch that also lists deleted files
 * (with who deleted them and when) for the record's history.
 */
export function CaseAttachments({ module, caseId, readOnly }: CaseAttachmentsProps) {
  const [includeDeleted, setIncludeDeleted] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const attachments = useCaseAttachmentsQuery(module, caseId, includeDeleted);
  const upload = useUploadCaseAttachment(module, caseId);
  const remove = useDeleteCaseAttachment(module, caseId);
  const download = useDownloadCaseAttachment(module, caseId);
  const { message } = App.useApp();

  const startUpload = async (file: File) => {
    setUploadError(null);
    setProgress(0);
    try {
      await upload.mutateAsync({ file, onProgress: setProgress });
      void message.success(M.fileUploaded(file.name));
    } catch (error) {
      void message.error(M.fileUploadFailed(file.name));
      if (isApiRequestError(error)) setUploadError(error.fieldErrors[0]?.message ?? error.message);
    } finally {
      setProgress(null);
    }
  };

  // An upload's refusal ('This file type is not allowed...') is about that upload: the user's next
  // action (another upload, a download, a delete, Show deleted) clears it (issue 24).
  const onDownload = (attachment: CaseAttachment) => {
    setUploadError(null);
    return download(attachment).catch(() => message.error(`Unable to download ${attachment.filename}.`));
  };

  const onDelete = (attachment: CaseAttachment) => {
    setUploadError(null);
    return remove
      .mutateAsync(attachment.id)
      .catch(() => message.error(`Unable to delete ${attachment.filename}.`));
  };

  const onShowDeleted = (show: boolean) => {
    setUploadError(null);
    setIncludeDeleted(show);
  };

  const columns: ColumnsType<CaseAttachment> = [
    {
      title: 'File',
      dataIndex: 'filename',
      // A long file name is cut to the column, whole on hover (issue 10.4).
      ellipsis: { showTitle: false },
      render: (_, a) => (
        <Button
          type="link"
          title={a.filename}
          style={{ padding: 0, maxWidth: '100%' }}
          onClick={() => void onDownload(a)}
        >
          <TruncatedText text={a.filename} />
        </Button>
      ),
    },
    { title: 'Size', dataIndex: 'filesize', width: 120, render: (size: number) => formatBytes(size) },
    {
      title: 'Uploaded',
      dataIndex: 'createdOn',
      width: 200,
      render: (_, a) => `${formatDateTime(a.createdOn)} by ${a.createdBy}`,
    },
  ];
  if (includeDeleted) {
    columns.push({
      title: 'Status',
      key: 'status',
      width: 200,
      render: (_, a) =>
        a.isDeleted ? (
          // Wraps in its column: a tag stays on one line and the end ('by ...') was cut off (issue 24).
          <Tag color="red" style={{ whiteSpace: 'normal', marginInlineEnd: 0 }}>
            Deleted {formatDateTime(a.deletedOn)} by {a.deletedBy}
          </Tag>
        ) : (
          <Tag color="green">Current</Tag>
        ),
    });
  }
  if (!readOnly) {
    columns.push({
      title: '',
      key: 'actions',
      width: 100,
      render: (_, a) =>
        !a.isDeleted && (
          <Popconfirm
            title={
              <span style={{ display: 'inline-block', maxWidth: 360 }}>
                <WrappedText>Delete {a.filename}?</WrappedText>
              </span>
            }
            okText="Yes"
            cancelText="No"
            onConfirm={() => onDelete(a)}
          >
            <Button danger size="small">
              Delete
            </Button>
          </Popconfirm>
        ),
    });
  }

  return (
    <Card
      title="Attachments"
      extra={
        <Flex gap={16} align="center">
          <Switch
            checked={includeDeleted}
            onChange={onShowDeleted}
            checkedChildren="Showing deleted"
            unCheckedChildren="Show deleted"
          />
          {!readOnly && (
            <Upload
              accept={ATTACHMENT_ACCEPT}
              showUploadList={false}
              disabled={progress !== null}
              beforeUpload={(file) => {
                void startUpload(file);
                return false;
              }}
            >
              <Button type="primary" loading={progress !== null}>
                Upload
              </Button>
            </Upload>
          )}
        </Flex>
      }
    >
      {progress !== null && <Progress percent={progress} status="active" aria-label="Upload progress" />}
      {uploadError && (
        <Alert
          type="error"
          showIcon
          title={uploadError}
          closable={{ 'aria-label': 'Close this message' }}
          onClose={() => setUploadError(null)}
          style={{ marginBottom: 16 }}
        />
      )}
      {attachments.isError ? (
        <Alert type="error" showIcon title="Unable to load the attachments." />
      ) : (
        <Table
          rowKey="id"
          size="small"
          loading={attachments.isPending}
          columns={columns}
          dataSource={attachments.data ?? []}
          pagination={false}
          scroll={{ x: 720 }}
          locale={{ emptyText: <Empty description={M.noAttachments} /> }}
          rowClassName={(a) => (a.isDeleted ? 'case-attachment-deleted' : '')}
        />
      )}
    </Card>
  );
}
