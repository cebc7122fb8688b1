import { PrinterOutlined } from '@ant-design/icons';
import { Button, Col, Divider, Flex, Form, Row, Typography } from 'antd';
import { PageCard } from '../../../components/page/page-card';
import { ScanInput } from '../../../components/scan/scan-input';
import { useRouteMeta } from '../../../routing/use-route-meta';
import { CetakBakiPicker } from '../components/cetak-baki-picker';
import { CetakLabelList } from '../components/cetak-label-list';
import { LabelSettingsForm, useLabelSettings } from '../components/label-settings';
import { LabelSheet } from '../components/label-sheet';
import { useCetakBarcode } from '../components/use-cetak-barcode';

/** Cetak Barcode: collect pieces by scanning or from a tray, then print their labels at the roll's size. */
export function CetakBarcodePage() {
  const meta = useRouteMeta();
  const [settings, setSettings] = useLabelSettings();
  const cetak = useCetakBarcode();
  return (
    <PageCard title={meta?.title ?? 'Cetak Barcode'}>
      <Row gutter={24}>
        <Col xs={24} lg={12}>
          <Form layout="vertical" component="div">
            <ScanInput onScan={cetak.scan} problem={cetak.problem} loading={cetak.pending > 0} />
          </Form>
        </Col>
        <Col xs={24} lg={12}>
          <CetakBakiPicker loading={cetak.loadingBaki} onTake={cetak.takeBaki} />
        </Col>
      </Row>
      <CetakLabelList pieces={cetak.pieces} onRemove={cetak.remove} onClear={cetak.clear} />
      <Divider />
      <Form layout="vertical" component="div">
        <LabelSettingsForm value={settings} onChange={setSettings} />
      </Form>
      <Typography.Title level={5}>Pratinjau Label</Typography.Title>
      <LabelSheet pieces={cetak.pieces} settings={settings} />
      <Flex justify="end" style={{ marginTop: 16 }}>
        <Button
          type="primary"
          icon={<PrinterOutlined />}
          onClick={cetak.print}
          loading={cetak.printing}
          disabled={cetak.pieces.length === 0}
          data-testid="cetak"
        >
          Cetak Label
        </Button>
      </Flex>
    </PageCard>
  );
}
