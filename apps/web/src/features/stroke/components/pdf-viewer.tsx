import FilePdfOutlined from '@ant-design/icons/FilePdfOutlined';
import { STROKE_MESSAGES as M } from '@scout/domain/stroke/messages';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import Spin from 'antd/es/spin';
import Tooltip from 'antd/es/tooltip';
import { useEffect, useState } from 'react';
import { useStrokeFormPdf } from '../api/form-pdf.ts';
import './pdf-viewer.css';
import type { StrokeArea } from '../api/stroke-area.ts';

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

/** Which record's PDF (GET {api}/form/generate/{type}?id=) and the viewer's title. */
export interface StrokePdfTarget {
  area: StrokeArea;
  /** The form type ('consult', 'followup', 'vtisconsult', ...). */
  type: string;
  id: number;
  title: string;
}

/**
 * A stroke record's PDF (spec 3 §7.1, §8.1) in a modal: "Loading PDF please wait.." while it is
 * made, "Error could not load PDF" when it fails, then the PDF (an <object>, with a download link
 * for browsers that do not show PDFs). Open while `open` (antd's Modal).
 */
export function StrokePdfModal({
  target,
  open,
  onClose,
}: {
  target: StrokePdfTarget;
  open: boolean;
  onClose: () => void;
}) {
  const { area, type, id, title } = target;
  const pdf = useStrokeFormPdf(area, type, id, open);
  const url = usePdfUrl(open ? pdf.data?.base64 : undefined);
  const fileName = pdf.data?.fileName ?? `${type}-${id}.pdf`;
  return (
    <Modal open={open} title={title} onCancel={onClose} footer={null} width="90vw">
      <div className="stroke-pdf">
        {pdf.isError ? (
          <Alert type="error" showIcon title={M.pdfFailed} />
        ) : url ? (
          <>
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
          </>
        ) : (
          <span className="stroke-pdf__loading" role="status">
            <Spin size="small" aria-hidden />
            {M.pdfLoading}
          </span>
        )}
      </div>
    </Modal>
  );
}

/**
 * A View PDF button that opens the record's PDF in the viewer (dashboards and the patient history
 * tables use it). `label` defaults to 'View PDF'; a click does not open the table row around it.
 */
export function StrokePdfButton({
  target,
  label = 'View PDF',
  size = 'small',
  type = 'default',
  compact = false,
}: {
  target: StrokePdfTarget;
  label?: string;
  size?: 'small' | 'middle';
  type?: 'default' | 'link';
  /** Icon only, the label as its accessible name and tooltip (dense dashboard columns). */
  compact?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const button = (
    <Button
      size={size}
      type={type}
      icon={<FilePdfOutlined aria-hidden />}
      aria-label={compact ? label : undefined}
      onClick={(event) => {
        event.stopPropagation();
        setOpen(true);
      }}
    >
      {compact ? undefined : label}
    </Button>
  );
  return (
    <>
      {compact ? <Tooltip title={label}>{button}</Tooltip> : button}
      {open ? <StrokePdfModal target={target} open onClose={() => setOpen(false)} /> : null}
    </>
  );
}
