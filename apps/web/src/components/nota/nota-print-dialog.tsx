import { FilePdfOutlined, PrinterOutlined } from '@ant-design/icons';
import { type Nota, titleCaseWords } from '@toko/shared';
import { Alert, Button, Flex, Modal, Spin } from 'antd';
import { type ReactNode, useState } from 'react';
import { notifyError } from '../../lib/notify';
import { WEB_TEXTS } from '../../texts';
import { KirimWaButton } from './kirim-wa-button';
import { NOTA_PAPERS } from './nota-layout';
import { downloadNotaPdf } from './nota-pdf';
import { NotaSheet } from './nota-sheet';

export interface NotaPrintDialogProps {
  open: boolean;
  /** The receipt, or undefined while what it is built from loads. */
  nota: Nota | undefined;
  /** Why the receipt cannot be shown; replaces it. */
  error?: string | null;
  title: ReactNode;
  onClose: () => void;
}

/** A receipt's preview with its print, PDF download and WhatsApp, e.g. to reprint a sale's nota. */
export function NotaPrintDialog({ open, nota, error, title, onClose }: NotaPrintDialogProps) {
  const [making, setMaking] = useState(false);
  const sheet = nota ? NOTA_PAPERS[nota.paper].layout === 'sheet' : false;

  const pdf = async () => {
    if (!nota) return;
    setMaking(true);
    try {
      await downloadNotaPdf(nota);
    } catch (pdfError) {
      console.error(pdfError);
      notifyError(WEB_TEXTS.notaDialog.pdfFailed);
    } finally {
      setMaking(false);
    }
  };

  const ready = Boolean(nota) && !error;
  return (
    <Modal
      open={open}
      title={title}
      onCancel={onClose}
      width={sheet ? 900 : 480}
      destroyOnHidden
      footer={
        <Flex justify="end" gap={8} wrap>
          <Button onClick={onClose}>{WEB_TEXTS.notaDialog.close}</Button>
          {nota?.qr && ready && (
            <KirimWaButton
              noHp={nota.noHp ?? ''}
              link={nota.qr}
              namaToko={nota.header[0] ?? ''}
              judul={titleCaseWords(nota.title)}
              nomor={nota.number}
              showReason
            />
          )}
          <Button
            icon={<FilePdfOutlined />}
            disabled={!ready}
            loading={making}
            onClick={pdf}
            data-testid="nota-pdf"
          >
            {WEB_TEXTS.notaDialog.pdf}
          </Button>
          <Button
            type="primary"
            icon={<PrinterOutlined />}
            disabled={!ready}
            onClick={() => window.print()}
            data-testid="nota-print"
          >
            {WEB_TEXTS.notaDialog.print}
          </Button>
        </Flex>
      }
    >
      {error ? (
        <Alert type="warning" showIcon title={error} />
      ) : nota ? (
        open && <NotaSheet nota={nota} />
      ) : (
        <Flex justify="center" style={{ padding: 32 }}>
          <Spin />
        </Flex>
      )}
    </Modal>
  );
}
