import { FormOutlined } from '@ant-design/icons';
import { isHargaEmasBelumDiinput, masterResource, pesananSchema, TEXTS } from '@toko/shared';
import { Alert, Card, Col, Descriptions, Form, Row, Tag } from 'antd';
import { JenisSelect } from '../../../components/buyback/jenis-select';
import { CounterResult } from '../../../components/counter/counter-actions';
import { CounterForm, dpPayment } from '../../../components/counter/counter-form';
import { DateInput } from '../../../components/form/date-input';
import { NumericInput } from '../../../components/form/numeric-input';
import { RupiahInput } from '../../../components/form/rupiah-input';
import { UpperCaseTextArea } from '../../../components/form/upper-case-text-area';
import { zodRule } from '../../../components/form/zod-rule';
import { DocumentPhotoField } from '../../../components/image-upload/document-photo-field';
import { RefSelect } from '../../../components/master-select/ref-select';
import { formatBerat, formatRupiah, formatTanggal } from '../../../lib/format';
import { useSession } from '../../../lib/use-session';
import { WEB_TEXTS } from '../../../texts';
import { dpPesananProblem, sisaPesanan } from '../components/pesanan-estimasi';
import { PesananNotaDialog } from '../components/pesanan-nota-dialog';
import {
  INITIAL_PESANAN,
  type PesananFields,
  type TransaksiPesanan,
  useTransaksiPesanan,
} from '../components/use-transaksi-pesanan';

const groupMaster = masterResource('group');
const TEXT = WEB_TEXTS.pesanan;

/** The day's price of the chosen kategori: typed by hand when the day has none, flagged when it is the master's. */
function HargaEmasNotice({ t }: { t: TransaksiPesanan }) {
  if (!t.kodeGroup || t.hargaEmas.isLoading) return null;
  const row = t.hargaEmas.data?.find((price) => price.kode_group === t.kodeGroup);
  if (!t.hargaHariIni) {
    return (
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 12 }}
        title={TEXTS.pesanan.tanpaHargaEmas(t.kodeGroup)}
      />
    );
  }
  if (row && isHargaEmasBelumDiinput(row)) {
    return (
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 12 }}
        title={TEXT.hargaBelumDiinput(row.kode_group)}
      />
    );
  }
  return null;
}

/** What is ordered: kategori and jenis, the estimated weight and kadar, what it should look like, when it is ready. */
function PesananBarangFields({ t, minDate }: { t: TransaksiPesanan; minDate: string | undefined }) {
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} md={12} lg={6}>
          <Form.Item
            name="kode_group"
            label="Kategori"
            rules={[{ required: true, message: TEXT.kategoriHarusDiisi }]}
          >
            <RefSelect
              master={groupMaster}
              label="Kategori"
              data-testid="pesanan-group"
              // Form.Item sets the field first, then this: the jenis and the day's price follow the kategori.
              onChange={t.pickGroup}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} lg={6}>
          <Form.Item
            name="kode_dept"
            label="Jenis"
            rules={[{ required: true, message: TEXT.jenisHarusDiisi }]}
          >
            <JenisSelect kodeGroup={t.kodeGroup} data-testid="pesanan-jenis" />
          </Form.Item>
        </Col>
        <Col xs={12} lg={4}>
          <Form.Item
            name="berat"
            label="Berat Estimasi (gr)"
            validateFirst
            rules={[{ required: true, message: TEXT.beratHarusDiisi }, zodRule(pesananSchema.shape.berat)]}
          >
            <NumericInput
              mode="decimal"
              maxDecimals={3}
              placeholder="0.000"
              disabled={t.busy}
              data-testid="pesanan-berat"
            />
          </Form.Item>
        </Col>
        <Col xs={12} lg={4}>
          <Form.Item
            name="kadar"
            label="Kadar (%)"
            validateFirst
            rules={[{ required: true, message: TEXT.kadarHarusDiisi }, zodRule(pesananSchema.shape.kadar)]}
          >
            <NumericInput mode="decimal" maxDecimals={2} disabled={t.busy} data-testid="pesanan-kadar" />
          </Form.Item>
        </Col>
        <Col xs={24} lg={4}>
          <Form.Item
            name="tgl_selesai"
            label="Estimasi Selesai"
            rules={[{ required: true, message: TEXT.estimasiHarusDiisi }]}
          >
            <DateInput minDate={minDate} disabled={t.busy} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} lg={18}>
          <Form.Item
            name="deskripsi"
            label="Deskripsi"
            rules={[{ required: true, whitespace: true, message: TEXTS.pesanan.deskripsiHarusDiisi }]}
          >
            <UpperCaseTextArea
              rows={2}
              maxLength={300}
              disabled={t.busy}
              placeholder="Model, ukuran, mata, ukiran nama..."
              data-testid="pesanan-deskripsi"
            />
          </Form.Item>
        </Col>
        <Col xs={24} lg={6}>
          {/* The sample the customer shows: shrunk in the browser, stored before the order is saved (decision 021). */}
          <Form.Item name="foto" label="Foto Contoh">
            <DocumentPhotoField
              folder="pesanan"
              size={96}
              name="Foto Contoh"
              disabled={t.busy}
              testId="pesanan-foto"
            />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}

/** Price per gram (the kategori's price of the day unless typed), ongkos and DP, beside the estimate they add up to. */
function PesananHargaFields({ t }: { t: TransaksiPesanan }) {
  const hargaEmas = Math.max(0, t.estimasi - (t.estimasi > 0 ? t.ongkos : 0));
  return (
    <Row gutter={24}>
      <Col xs={24} lg={12}>
        <HargaEmasNotice t={t} />
        <Row gutter={16}>
          <Col xs={24} sm={8}>
            <Form.Item
              name="harga_gram"
              label="Harga Per Gram"
              extra={t.hargaHariIni ? `Hari ini ${formatRupiah(t.hargaHariIni)}` : undefined}
              rules={[
                {
                  validator: async (_rule, value: number | null | undefined) => {
                    if (!value || value <= 0) throw new Error(TEXT.hargaGramHarusDiisi);
                  },
                },
              ]}
            >
              <RupiahInput disabled={t.busy} data-testid="pesanan-harga-gram" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item name="ongkos" label="Ongkos">
              <RupiahInput disabled={t.busy} data-testid="pesanan-ongkos" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item
              name="dp"
              label="DP"
              dependencies={['berat', 'harga_gram', 'ongkos']}
              rules={[
                {
                  validator: async (_rule, value: number | null | undefined) => {
                    const problem = dpPesananProblem(value, t.estimasi);
                    if (problem) throw new Error(problem);
                  },
                },
              ]}
            >
              <RupiahInput disabled={t.busy} data-testid="pesanan-dp" />
            </Form.Item>
          </Col>
        </Row>
      </Col>
      <Col xs={24} lg={12}>
        <Descriptions
          bordered
          size="small"
          column={1}
          data-testid="ringkasan-pesanan"
          styles={{ label: { whiteSpace: 'nowrap' }, content: { textAlign: 'right' } }}
          items={[
            {
              key: 'emas',
              // The weight and price once both are known; until then what the line will be.
              label:
                t.estimasi > 0
                  ? `Emas ${formatBerat(t.berat)} gr × ${formatRupiah(t.hargaGram ?? 0)}`
                  : 'Emas (Berat × Harga Per Gram)',
              children: formatRupiah(hargaEmas),
            },
            { key: 'ongkos', label: 'Ongkos', children: formatRupiah(t.ongkos) },
            {
              key: 'estimasi',
              label: 'Estimasi Harga',
              children: <b data-testid="pesanan-estimasi">{formatRupiah(t.estimasi)}</b>,
            },
            { key: 'dp', label: 'DP', children: formatRupiah(t.dp ?? 0) },
            {
              key: 'sisa',
              label: 'Sisa Dibayar Saat Ambil (Estimasi)',
              children: <b data-testid="pesanan-sisa">{formatRupiah(sisaPesanan(t.estimasi, t.dp))}</b>,
            },
          ]}
        />
      </Col>
    </Row>
  );
}

/** The order just saved, with its slip to print again. */
function PesananResult({ t }: { t: TransaksiPesanan }) {
  const { saved } = t;
  if (!saved) return null;
  return (
    <CounterResult
      data-testid="pesanan-result"
      title={TEXT.tersimpan(saved.no_pesanan)}
      description={`${saved.deskripsi}: estimasi ${formatBerat(saved.berat)} gr, ${formatRupiah(
        saved.total,
      )}, DP ${formatRupiah(saved.dp)}, sisa ${formatRupiah(saved.sisa)}, estimasi selesai ${formatTanggal(
        saved.tgl_selesai,
      )}. Menunggu validasi supervisor.`}
      onCetak={() => t.setNota(saved.no_pesanan)}
      onClose={() => t.setSaved(undefined)}
    />
  );
}

/**
 * Transaksi Pesanan (DOMAIN.md §4): the customer orders a piece to be made; the counter
 * notes the kategori and jenis, what it should look like, its estimated weight and kadar,
 * prices it at the day's price of the kategori plus ongkos, agrees the finish date and
 * takes a DP. The slip (Nota Pesanan) opens once saved; the order waits for a
 * supervisor's validation before its DP reaches the cash book.
 */
export function TransaksiPesananPage() {
  const session = useSession();
  const t = useTransaksiPesanan();
  return (
    <CounterForm<PesananFields>
      title="Transaksi Pesanan"
      counter={t}
      initialValues={INITIAL_PESANAN}
      tag={<Tag color="purple">PESANAN</Tag>}
      result={<PesananResult t={t} />}
      payment={dpPayment(t.dp)}
      actions={{ ready: t.estimasi > 0, label: TEXT.simpan, emptyIcon: <FormOutlined /> }}
      dialogs={<PesananNotaDialog noPesanan={t.nota} onClose={() => t.setNota(undefined)} />}
    >
      <Card size="small" title="Barang Pesanan" style={{ marginTop: 8 }}>
        {/* The finish date is checked against the shop's system date, whoever signs in. */}
        <PesananBarangFields t={t} minDate={session?.user.tgl_system} />
      </Card>
      <Card size="small" title="Harga dan DP" style={{ marginTop: 16 }}>
        <PesananHargaFields t={t} />
      </Card>
    </CounterForm>
  );
}
