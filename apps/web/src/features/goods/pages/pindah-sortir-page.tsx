import { FilePdfOutlined, SaveOutlined } from '@ant-design/icons';
import {
  type Barang,
  type BuktiPindahSortir,
  formatGrams,
  GUDANG_BELI,
  gramsToMilligrams,
  TEXTS,
  tujuanSortirOf,
} from '@toko/shared';
import { Alert, Button, Divider, Flex, Form, type TableColumnsType, Tag, Typography } from 'antd';
import { NoEnterForm } from '../../../components/form/no-enter-form';
import { PageCard } from '../../../components/page/page-card';
import { notifyError } from '../../../lib/notify';
import { useSession } from '../../../lib/use-session';
import { useRouteMeta } from '../../../routing/use-route-meta';
import { WEB_TEXTS } from '../../../texts';
import { getBuktiPindahSortir } from '../api/pindah-sortir';
import { downloadBuktiDokumen } from '../components/bukti-dokumen-pdf';
import { buktiPindahSortirDokumen, namaTujuan } from '../components/pindah-sortir-bukti-pdf';
import { PindahSortirList } from '../components/pindah-sortir-list';
import { ScanList } from '../components/scan-list';
import { TujuanPlaceFields } from '../components/tujuan-place-fields';
import { type PindahSortirFields, usePindahSortir } from '../components/use-pindah-sortir';

const TUJUAN_ASAL: TableColumnsType<Barang> = [
  {
    key: 'tujuan_asal',
    title: 'Tujuan Asal',
    render: (_value, row) => {
      const asal = tujuanSortirOf(row);
      return asal ? <Tag color={asal === 'JUAL' ? 'green' : 'gold'}>{namaTujuan(asal)}</Tag> : '-';
    },
  },
];

const NOT_BELI = [
  {
    validator: async (_rule: unknown, value: unknown) => {
      if (value === GUDANG_BELI) throw new Error(TEXTS.sepuhan.tujuanBeli);
    },
  },
];

const grams = (value: number) => formatGrams(gramsToMilligrams(value.toFixed(3)));

function useCetakPindahSortir() {
  const namaToko = useSession()?.user.nama_toko ?? '';
  return async (bukti: BuktiPindahSortir | string) => {
    try {
      const data = typeof bukti === 'string' ? await getBuktiPindahSortir(bukti) : bukti;
      await downloadBuktiDokumen(buktiPindahSortirDokumen(data), namaToko);
    } catch (error) {
      console.error(error);
      notifyError(WEB_TEXTS.pindahSortir.pdfGagal);
    }
  };
}

function SavedAlert({ bukti, onCetak }: { bukti: BuktiPindahSortir; onCetak: () => void }) {
  return (
    <Alert
      type="success"
      showIcon
      style={{ marginTop: 16 }}
      data-testid="pindah-sortir-result"
      title={`Pindah Sortir Berhasil - No Pindah ${bukti.no_pindah}`}
      description={`${bukti.jumlah} barang, ${grams(bukti.berat)} gr ke ${namaTujuan(bukti.tujuan_sortir)} (Gudang ${
        bukti.kode_gudang_tujuan
      }, Baki ${bukti.kode_baki_tujuan}).`}
      action={
        <Button icon={<FilePdfOutlined />} onClick={onCetak} data-testid="cetak-bukti">
          Cetak Bukti Pindah Sortir
        </Button>
      }
    />
  );
}

/**
 * Pindah Sortir: sorted goods move to another sorting destination (a piece that did not sell
 * goes to be re-plated, a re-plated one back on sale, one not worth it to be melted).
 */
export function PindahSortirPage() {
  const meta = useRouteMeta();
  const [form] = Form.useForm<PindahSortirFields>();
  const cetak = useCetakPindahSortir();
  const pindah = usePindahSortir(form, (saved) => {
    form.setFieldValue('keterangan', '');
    void cetak(saved);
  });
  const { scan, bukti } = pindah;

  return (
    <PageCard title={meta?.title ?? 'Pindah Sortir'}>
      <NoEnterForm<PindahSortirFields>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={pindah.save}
      >
        <TujuanPlaceFields tujuanSortir gudangRules={NOT_BELI} keterangan md={6} />
        <ScanList
          scan={scan}
          extraColumns={TUJUAN_ASAL}
          // The column appears only when there is something to say.
          rowProblem={scan.items.some(pindah.rowProblem) ? pindah.rowProblem : undefined}
          disabled={pindah.saving}
        />
        {bukti && <SavedAlert bukti={bukti} onCetak={() => void cetak(bukti)} />}
        <Flex justify="end" style={{ marginTop: 16 }}>
          <Button
            type="primary"
            htmlType="submit"
            icon={<SaveOutlined />}
            loading={pindah.saving}
            disabled={scan.items.length === 0}
            data-testid="simpan"
          >
            Simpan
          </Button>
        </Flex>
      </NoEnterForm>

      <Divider />
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        Daftar Pindah Sortir
      </Typography.Title>
      <PindahSortirList onCetak={(no) => void cetak(no)} />
    </PageCard>
  );
}
