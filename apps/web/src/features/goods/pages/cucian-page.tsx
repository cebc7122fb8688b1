import { FilePdfOutlined, SaveOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { type BuktiCucian, formatGrams, gramsToMilligrams } from '@toko/shared';
import { Alert, Button, Col, Divider, Flex, Form, Row, Typography } from 'antd';
import { useState } from 'react';
import { NoEnterForm } from '../../../components/form/no-enter-form';
import { UpperCaseInput } from '../../../components/form/upper-case-input';
import { PageCard } from '../../../components/page/page-card';
import { ScanInput } from '../../../components/scan/scan-input';
import { notifyError } from '../../../lib/notify';
import { useSession } from '../../../lib/use-session';
import { useRouteMeta } from '../../../routing/use-route-meta';
import { WEB_TEXTS } from '../../../texts';
import { getBuktiCucian } from '../api/cucian';
import { BeliPickerModal } from '../components/beli-picker-modal';
import { downloadBuktiDokumen } from '../components/bukti-dokumen-pdf';
import { buktiCucianDokumen } from '../components/cucian-bukti-pdf';
import { CucianList } from '../components/cucian-list';
import { CucianTable } from '../components/cucian-table';
import type { ScanListState } from '../components/scan-list-state';
import { useCucian } from '../components/use-cucian';

const grams = (value: number) => formatGrams(gramsToMilligrams(value.toFixed(3)));

/** Prints 'Bukti Cucian'; a failure to build it leaves the document saved and says so. */
function useCetakCucian() {
  const namaToko = useSession()?.user.nama_toko ?? '';
  return async (bukti: BuktiCucian | string) => {
    try {
      const data = typeof bukti === 'string' ? await getBuktiCucian(bukti) : bukti;
      await downloadBuktiDokumen(buktiCucianDokumen(data), namaToko);
    } catch (error) {
      console.error(error);
      notifyError(WEB_TEXTS.cucian.pdfGagal);
    }
  };
}

function SavedAlert({ bukti, onCetak }: { bukti: BuktiCucian; onCetak: () => void }) {
  const otorisasi = bukti.otorisasi_oleh ? ` Diotorisasi oleh ${bukti.otorisasi_oleh}.` : '';
  return (
    <Alert
      type="success"
      showIcon
      style={{ marginTop: 16 }}
      data-testid="cucian-result"
      title={`Cucian Berhasil - No Cucian ${bukti.no_cucian}`}
      description={`${bukti.jumlah} barang, sebelum ${grams(bukti.berat_sebelum)} gr, sesudah ${grams(
        bukti.berat_sesudah,
      )} gr, susut ${grams(bukti.susut)} gr.${otorisasi}`}
      action={
        <Button icon={<FilePdfOutlined />} onClick={onCetak} data-testid="cetak-bukti">
          Cetak Bukti Cucian
        </Button>
      }
    />
  );
}

function CucianHeaderFields({ toleransiMg }: { toleransiMg: number }) {
  return (
    <Row gutter={16}>
      <Col xs={24} md={16}>
        <Form.Item name="keterangan" label="Keterangan">
          <UpperCaseInput maxLength={300} data-testid="keterangan" />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item label="Toleransi Susut">
          <Typography.Text data-testid="toleransi">{formatGrams(toleransiMg)} gr per barang</Typography.Text>
        </Form.Item>
      </Col>
    </Row>
  );
}

/** The scan field and, beside it, the list of pieces waiting in gudang BELI to pick from. */
function CucianScanRow({
  scan,
  disabled,
  onPilih,
}: {
  scan: ScanListState;
  disabled: boolean;
  onPilih: () => void;
}) {
  return (
    <Flex gap={8} align="start" wrap>
      <div style={{ flex: 1, minWidth: 260 }}>
        <ScanInput onScan={scan.scan} problem={scan.problem} loading={scan.pending > 0} disabled={disabled} />
      </div>
      {/* An empty label keeps the button level with the scan field, not with its label. */}
      <Form.Item label={'\u00a0'}>
        <Button icon={<UnorderedListOutlined />} onClick={onPilih} data-testid="pilih-beli">
          Pilih dari Gudang BELI
        </Button>
      </Form.Item>
    </Flex>
  );
}

/**
 * Cucian: bought-back gold from gudang BELI (scanned or picked) is weighed after washing.
 * The loss shows per piece and in total; a loss above the tolerance asks for otorisasi.
 */
export function CucianPage() {
  const meta = useRouteMeta();
  const [form] = Form.useForm<{ keterangan?: string }>();
  const [bukti, setBukti] = useState<BuktiCucian>();
  const [picking, setPicking] = useState(false);
  const cetak = useCetakCucian();
  const cucian = useCucian((saved) => {
    setBukti(saved);
    form.setFieldValue('keterangan', '');
    void cetak(saved);
  });
  const { scan } = cucian;

  return (
    <PageCard title={meta?.title ?? 'Cucian'}>
      <NoEnterForm
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => cucian.save(values.keterangan ?? '')}
      >
        <CucianHeaderFields toleransiMg={cucian.toleransiMg} />
        <CucianScanRow scan={scan} disabled={cucian.saving} onPilih={() => setPicking(true)} />
        <CucianTable
          lines={cucian.lines}
          toleransiMg={cucian.toleransiMg}
          onSesudah={cucian.setSesudah}
          onRemove={scan.remove}
          disabled={cucian.saving}
        />
        {bukti && <SavedAlert bukti={bukti} onCetak={() => void cetak(bukti)} />}
        <Flex justify="end" style={{ marginTop: 16 }}>
          <Button
            type="primary"
            htmlType="submit"
            icon={<SaveOutlined />}
            loading={cucian.saving}
            disabled={cucian.lines.length === 0 || !cucian.toleransiReady}
            data-testid="simpan"
          >
            Simpan Cucian
          </Button>
        </Flex>
      </NoEnterForm>

      <Divider />
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        Daftar Cucian
      </Typography.Title>
      <CucianList onCetak={(no) => void cetak(no)} />

      <BeliPickerModal
        open={picking}
        chosen={cucian.lines.map((line) => line.barang.kode_barcode)}
        onClose={() => setPicking(false)}
        onPick={(barcodes) => {
          setPicking(false);
          void cucian.pick(barcodes);
        }}
      />
      {cucian.otorisasiDialog}
    </PageCard>
  );
}
