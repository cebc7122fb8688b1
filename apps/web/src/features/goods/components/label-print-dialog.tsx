import { PrinterOutlined } from '@ant-design/icons';
import { Button, Flex, Modal } from 'antd';
import { useState } from 'react';
import { LabelSettingsForm, useLabelSettings } from './label-settings';
import { type LabelPiece, LabelSheet, printLabels } from './label-sheet';

export interface LabelPrintDialogProps {
  /** The pieces to label; the dialog is open while there are some. */
  pieces: readonly LabelPiece[] | undefined;
  onClose: () => void;
}

/** Labels of pieces just added, received or picked in a list: settings, preview, print. */
export function LabelPrintDialog({ pieces, onClose }: LabelPrintDialogProps) {
  const [settings, setSettings] = useLabelSettings();
  const [printing, setPrinting] = useState(false);
  const open = Boolean(pieces && pieces.length > 0);

  const print = async () => {
    setPrinting(true);
    try {
      await printLabels();
    } finally {
      setPrinting(false);
    }
  };

  return (
    <Modal
      open={open}
      title={`Cetak Label (${pieces?.length ?? 0} barang)`}
      onCancel={onClose}
      width={760}
      destroyOnHidden
      footer={
        <Flex justify="end" gap={8}>
          <Button onClick={onClose}>Tutup</Button>
          <Button
            type="primary"
            icon={<PrinterOutlined />}
            loading={printing}
            onClick={print}
            data-testid="label-print"
          >
            Cetak
          </Button>
        </Flex>
      }
    >
      <LabelSettingsForm value={settings} onChange={setSettings} />
      {open && pieces && <LabelSheet pieces={pieces} settings={settings} />}
    </Modal>
  );
}
