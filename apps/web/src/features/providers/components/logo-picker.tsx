import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { logoFileProblem } from '@scout/domain/admin/health-care-provider.schema';
import { App, Button, Flex, Popconfirm, Typography, Upload } from 'antd';

/**
 * The logo box of the provider form: a preview, an Upload button that checks the file first
 * (JPG/PNG, under 2MB, with the spec's messages; the server checks the bytes again) and a
 * Remove button. What happens to a chosen file is the caller's business (kept until the
 * provider exists, or sent at once).
 */
export function LogoPicker({
  imageUrl,
  alt,
  busy,
  error,
  onFile,
  onRemove,
}: {
  imageUrl: string | null;
  alt: string;
  busy: boolean;
  error?: string | null;
  onFile: (file: File) => void;
  onRemove: () => void;
}) {
  const { message } = App.useApp();
  return (
    <Flex gap={24} align="center" wrap>
      <Flex
        align="center"
        justify="center"
        style={{
          width: 200,
          height: 120,
          border: '1px dashed var(--ant-color-border)',
          borderRadius: 'var(--ant-border-radius-lg)',
          padding: 'var(--ant-padding-xs)',
        }}
      >
        {imageUrl ? (
          <img
            src={imageUrl}
            alt={alt}
            style={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
          />
        ) : (
          <Typography.Text type="secondary">No logo</Typography.Text>
        )}
      </Flex>
      <Flex vertical gap={8} align="flex-start">
        <Upload
          accept=".jpg,.jpeg,.png,image/jpeg,image/png"
          showUploadList={false}
          maxCount={1}
          beforeUpload={(file) => {
            const problem = logoFileProblem(file);
            if (problem) {
              void message.error(problem);
              return Upload.LIST_IGNORE;
            }
            onFile(file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined aria-hidden />} loading={busy}>
            {imageUrl ? 'Replace logo' : 'Upload logo'}
          </Button>
        </Upload>
        {imageUrl ? (
          <Popconfirm title="Remove the logo?" okText="Remove" cancelText="Cancel" onConfirm={onRemove}>
            <Button danger icon={<DeleteOutlined aria-hidden />} disabled={busy}>
              Remove logo
            </Button>
          </Popconfirm>
        ) : null}
        <Typography.Text type="secondary">JPG or PNG, under 2MB</Typography.Text>
        {error ? <Typography.Text type="danger">{error}</Typography.Text> : null}
      </Flex>
    </Flex>
  );
}
