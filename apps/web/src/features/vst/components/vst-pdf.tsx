import { FilePdfOutlined } from '@ant-design/icons';
import type { VstFormType } from '@scout/domain/vst/actions.schema';
import { VST_MESSAGES as M } from '@scout/domain/vst/messages';
import { Alert, Button, type ButtonProps, Modal, Space, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useVstFormPdf } from '../api/form-pdf.ts';

const TITLE: Record<VstFormType, string> = { consult: 'VST Consult PDF', followup: 'VST Follow Up PDF' };

/**
 * A URL the browser can show for a base64 PDF: an object URL (revoked when the viewer closes or
 * the PDF changes), or a data: URL where object URLs do not exist (tests).
 */
function usePdfUrl(base64: string | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!base64) {
      setUrl(null);
      return;
    }
    if (typeof URL.createObjectURL !== 'function') {
      setUrl(`data:application/pdf;base64,${base64}`);
      return;
    }
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const objectUrl = URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [base64]);
  return url;
}

/**
 * The PDF of a VST consult or follow-up (GET /form/generate/{type}?id=, spec 3 §7.1, §8.1) in a
 * modal: "Loading PDF please wait.." while it is made, "Error could not load PDF" when it fails,
 * then the PDF (an <object>, with a download link for browsers that do not show PDFs). Open while `open`.
 */
export function VstPdfModal({
  type,
  id,
  open,
  onClose,
}: {
  type: VstFormType;
  id: number;
  open: boolean;
  onClose: () => void;
}) {
  const pdf = useVstFormPdf(type, id, open);
  const url = usePdfUrl(open ? pdf.data?.base64 : undefined);
  const fileName = pdf.data?.fileName ?? `${type}-${id}.pdf`;
  return (
    <Modal
      title={TITLE[type]}
      open={open}
      onCancel={onClose}
      footer={null}
      width="90vw"
      destroyOnHidden
      styles={{ body: { minHeight: 200 } }}
    >
      {pdf.isError ? (
        <Alert type="error" showIcon title={M.pdfFailed} />
      ) : url ? (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <a href={url} download={fileName}>
            Download {fileName}
          </a>
          <object
            title={fileName}
            type="application/pdf"
            data={url}
            style={{ width: '100%', height: '75vh' }}
          >
            <a href={url} download={fileName}>
              {fileName}
            </a>
          </object>
        </Space>
      ) : (
        <Space>
          <Spin size="small" />
          <Typography.Text>{M.pdfLoading}</Typography.Text>
        </Space>
      )}
    </Modal>
  );
}

/**
 * A View PDF button that opens the record's PDF in the viewer (the dashboard and the patient
 * history table use it). `label` defaults to 'View PDF'.
 */
export function VstPdfButton({
  type,
  id,
  label = 'View PDF',
  size = 'small',
}: {
  type: VstFormType;
  id: number;
  label?: string;
  size?: ButtonProps['size'];
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size={size}
        icon={<FilePdfOutlined aria-hidden />}
        onClick={(event) => {
          // Inside a clickable table row the button must not open the row too.
          event.stopPropagation();
          setOpen(true);
        }}
      >
        {label}
      </Button>
      {open ? <VstPdfModal type={type} id={id} open onClose={() => setOpen(false)} /> : null}
    </>
  );
}
