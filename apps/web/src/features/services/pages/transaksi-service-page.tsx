import { ToolOutlined } from '@ant-design/icons';
import { jumlahBarang, masterResource } from '@toko/shared';
import { Card, Col, Descriptions, Form, Row, Tag } from 'antd';
import { CounterResult } from '../../../components/counter/counter-actions';
import { CounterForm, dpPayment } from '../../../components/counter/counter-form';
import { DateInput } from '../../../components/form/date-input';
import { RupiahInput } from '../../../components/form/rupiah-input';
import { UpperCaseInput } from '../../../components/form/upper-case-input';
import { RefSelect } from '../../../components/master-select/ref-select';
import { formatNumber, formatRupiah, formatTanggal } from '../../../lib/format';
import { useSession } from '../../../lib/use-session';
import { WEB_TEXTS } from '../../../texts';
import { dpServiceProblem, sisaService } from '../components/service-items';
import { ServiceItemsTable } from '../components/service-items-table';
import { ServiceNotaDialog } from '../components/service-nota-dialog';
import {
  INITIAL_SERVICE,
  type ServiceFields,
  type TransaksiService,
  useTransaksiService,
} from '../components/use-transaksi-service';

const tukangMaster = masterResource('tukang');

/** The tukang, the estimated finish date (never before the shop's system date) and a note. */
function ServiceInfoFields({ t, minDate }: { t: TransaksiService; minDate: string | undefined }) {
  return (
    <Row gutter={16}>
      <Col xs={24} md={8}>
        <Form.Item
          name="kode_tukang"
          label="Tukang"
          rules={[{ required: true, message: WEB_TEXTS.service.tukangHarusDiisi }]}
        >
          <RefSelect master={tukangMaster} label="Tukang" data-testid="kode-tukang" />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item
          name="tgl_selesai_estimasi"
          label="Estimasi Selesai"
          rules={[{ required: true, message: WEB_TEXTS.service.estimasiHarusDiisi }]}
        >
          <DateInput minDate={minDate} disabled={t.busy} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="keterangan" label="Keterangan">
          <UpperCaseInput maxLength={300} disabled={t.busy} data-testid="service-keterangan" />
        </Form.Item>
      </Col>
    </Row>
  );
}

/** The DP taken now against the ongkos of the pieces, and what is left for the collection. */
function ServiceDpFields({ t }: { t: TransaksiService }) {
  return (
    <Row gutter={24}>
      <Col xs={24} lg={14}>
        <Form.Item
          name="dp"
          label="DP"
          dependencies={['items']}
          rules={[
            {
              validator: async (_rule, value: number | null | undefined) => {
                const problem = dpServiceProblem(value, t.ongkos);
                if (problem) throw new Error(problem);
              },
            },
          ]}
        >
          <RupiahInput disabled={t.busy} data-testid="service-dp" />
        </Form.Item>
      </Col>
      <Col xs={24} lg={10}>
        <Descriptions
          bordered
          size="small"
          column={1}
          data-testid="ringkasan-service"
          items={[
            { key: 'ongkos', label: 'Total Ongkos', children: formatRupiah(t.ongkos) },
            { key: 'dp', label: 'DP', children: formatRupiah(t.dp ?? 0) },
            {
              key: 'sisa',
              label: 'Sisa Dibayar Saat Ambil',
              children: <b data-testid="service-sisa">{formatRupiah(sisaService(t.ongkos, t.dp))}</b>,
            },
          ]}
        />
      </Col>
    </Row>
  );
}

/** The service just saved, with its slip to print again. */
function ServiceResult({ t }: { t: TransaksiService }) {
  const { saved } = t;
  if (!saved) return null;
  return (
    <CounterResult
      data-testid="service-result"
      title={WEB_TEXTS.service.tersimpan(saved.no_service)}
      description={`${formatNumber(jumlahBarang(saved.items))} barang, ongkos ${formatRupiah(saved.ongkos)}, DP ${formatRupiah(
        saved.dp,
      )}, sisa ${formatRupiah(saved.sisa)}, estimasi selesai ${formatTanggal(
        saved.tgl_selesai_estimasi,
      )}. Menunggu validasi supervisor.`}
      onCetak={() => t.setNotaOf({ no: saved.no_service, slip: 'SERVICE' })}
      onClose={() => t.setSaved(undefined)}
    />
  );
}

/**
 * Transaksi Service (DOMAIN.md §4): the customer leaves pieces to repair; the counter
 * describes and weighs each, agrees its ongkos, names the tukang and the estimated finish
 * date, and takes a DP. The slip (Nota Service) opens once saved; the service waits for a
 * supervisor's validation before its DP reaches the cash book.
 */
export function TransaksiServicePage() {
  const session = useSession();
  const t = useTransaksiService();
  return (
    <CounterForm<ServiceFields>
      title="Transaksi Service"
      counter={t}
      initialValues={INITIAL_SERVICE}
      tag={<Tag color="orange">SERVICE</Tag>}
      result={<ServiceResult t={t} />}
      payment={dpPayment(t.dp)}
      actions={{ ready: t.ongkos > 0, label: WEB_TEXTS.service.simpan, emptyIcon: <ToolOutlined /> }}
      dialogs={<ServiceNotaDialog notaOf={t.notaOf} onClose={() => t.setNotaOf(undefined)} />}
    >
      <Card size="small" title="Barang Service" style={{ marginTop: 8 }}>
        <ServiceItemsTable disabled={t.busy} />
      </Card>
      <Card size="small" title="Service" style={{ marginTop: 16 }}>
        {/* The estimate is checked against the shop's system date, whoever signs in. */}
        <ServiceInfoFields t={t} minDate={session?.user.tgl_system} />
        <ServiceDpFields t={t} />
      </Card>
    </CounterForm>
  );
}
