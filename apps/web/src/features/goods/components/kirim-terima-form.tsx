import { CheckOutlined, CloseOutlined, StopOutlined } from '@ant-design/icons';
import type { KirimBarangDoc } from '@toko/shared';
import { Alert, Button, Card, Col, Divider, Flex, Form, Progress, Row, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { NoEnterForm } from '../../../components/form/no-enter-form';
import { ScanInput } from '../../../components/scan/scan-input';
import { formatNumber } from '../../../lib/format';
import { WEB_TEXTS } from '../../../texts';
import { KirimDocDetail } from './kirim-doc-detail';
import { normaliseBarcode } from './scan-list-state';
import { BakiFormItem, GudangFormItem } from './scan-place-fields';

interface TempatFields {
  kode_gudang?: string;
  kode_baki?: string;
}

export interface KirimTerimaFormProps {
  doc: KirimBarangDoc;
  sending: boolean;
  onTerima: (body: { kode_gudang: string; kode_baki: string; barcodes: string[] }) => void;
  onTolak: () => void;
  onClose: () => void;
}

/**
 * Receiving one shipment: choose the tray, scan every piece of it (a barcode that is
 * not in it is refused), then Terima; or Tolak.
 */
export function KirimTerimaForm({ doc, sending, onTerima, onTolak, onClose }: KirimTerimaFormProps) {
  const [form] = Form.useForm<TempatFields>();
  const _gudang = Form.useWatch('kode_gudang', form);
  const [scanned, setScanned] = useState<string[]>([]);
  const [problem, setProblem] = useState<string>();
  const scannedSet = useMemo(() => new Set(scanned), [scanned]);
  const expected = useMemo(() => new Set(doc.items.map((item) => item.kode_barcode)), [doc.items]);
  const missing = doc.items.filter((item) => !scannedSet.has(item.kode_barcode));
  const complete = missing.length === 0 && doc.items.length > 0;

  const scan = (text: string) => {
    const kode = normaliseBarcode(text);
    if (!kode) return setProblem(WEB_TEXTS.scan.invalidBarcode);
    if (!expected.has(kode)) return setProblem(WEB_TEXTS.terima.bukanBagian(kode, doc.no_kirim));
    if (scannedSet.has(kode)) return setProblem(WEB_TEXTS.terima.sudahDiscan(kode));
    setProblem(undefined);
    setScanned((current) => [...current, kode]);
  };

  return (
    <Card
      size="small"
      title={`Terima Kiriman ${doc.no_kirim} dari ${doc.kode_toko_asal}`}
      extra={
        <Button icon={<CloseOutlined />} onClick={onClose} data-testid="terima-tutup">
          Kembali
        </Button>
      }
    >
      <NoEnterForm<TempatFields>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={(values) =>
          onTerima({
            kode_gudang: values.kode_gudang ?? '',
            kode_baki: values.kode_baki ?? '',
            barcodes: scanned,
          })
        }
      >
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <GudangFormItem
              name="kode_gudang"
              bakiName="kode_baki"
              label="Gudang"
              data-testid="terima-gudang"
            />
          </Col>
          <Col xs={24} md={8}>
            <BakiFormItem name="kode_baki" gudangName="kode_gudang" label="Baki" data-testid="terima-baki" />
          </Col>
        </Row>
        <ScanInput onScan={scan} problem={problem} disabled={sending} />
        <Flex align="center" gap={16} wrap style={{ marginBottom: 12 }}>
          <Progress
            percent={Math.round((scanned.length / Math.max(1, doc.items.length)) * 100)}
            style={{ maxWidth: 320 }}
            status={complete ? 'success' : 'active'}
          />
          <Typography.Text data-testid="terima-progress">
            Sudah discan {formatNumber(scanned.length)} dari {formatNumber(doc.items.length)} barang
          </Typography.Text>
        </Flex>
        {complete ? (
          <Alert type="success" showIcon title={WEB_TEXTS.terima.semuaDiscan} style={{ marginBottom: 12 }} />
        ) : (
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 12 }}
            data-testid="terima-missing"
            title={`Belum discan (${missing.length}): ${missing.map((item) => item.kode_barcode).join(', ')}`}
          />
        )}
        <KirimDocDetail doc={doc} scanned={scannedSet} />
        <Divider />
        <Flex justify="end">
          <Space>
            <Button danger icon={<StopOutlined />} onClick={onTolak} disabled={sending} data-testid="tolak">
              Tolak
            </Button>
            <Button
              type="primary"
              htmlType="submit"
              icon={<CheckOutlined />}
              loading={sending}
              disabled={!complete}
              data-testid="terima"
            >
              Terima
            </Button>
          </Space>
        </Flex>
      </NoEnterForm>
    </Card>
  );
}
