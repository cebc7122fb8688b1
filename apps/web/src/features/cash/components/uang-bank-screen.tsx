import { KATEGORI_KAS } from '@toko/shared';
import { Card, Col, Form, Row, Typography } from 'antd';
import { PageCard } from '../../../components/page/page-card';
import { formatTanggal } from '../../../lib/format';
import { useSession } from '../../../lib/use-session';
import { useRouteMeta } from '../../../routing/use-route-meta';
import { WEB_TEXTS } from '../../../texts';
import { useSaldoKas } from '../api/get-saldo-kas';
import type { ArahUangBank } from '../api/simpan-uang-bank';
import { KeuanganList } from './keuangan-list';
import { SaldoKasTable } from './saldo-kas-table';
import { saldoUangBank } from './saldo-sesudah';
import { type UangBankFields, UangBankForm } from './uang-bank-form';

const SCREENS: Record<ArahUangBank, { title: string; arah: string; kategori: string; fileName: string }> = {
  tambah: {
    title: 'Tambah Uang Bank',
    arah: 'Uang dari Kas Toko disetor ke rekening toko.',
    kategori: KATEGORI_KAS.tambahBank,
    fileName: 'tambah-uang-bank',
  },
  ambil: {
    title: 'Ambil Uang Bank',
    arah: 'Uang diambil dari rekening toko ke Kas Toko.',
    kategori: KATEGORI_KAS.ambilBank,
    fileName: 'ambil-uang-bank',
  },
};

/**
 * Tambah Uang Bank and Ambil Uang Bank (DOMAIN.md §5): one screen in two directions. The
 * till and the chosen account show their balance today and after the move before it is
 * saved; below, the moves of this direction.
 */
export function UangBankScreen({ arah }: { arah: ArahUangBank }) {
  const meta = useRouteMeta();
  const screen = SCREENS[arah];
  const tglSystem = useSession()?.user.tgl_system ?? '';
  const [form] = Form.useForm<UangBankFields>();
  const noRekening = Form.useWatch('no_rekening', form);
  const jumlah = Form.useWatch('jumlah', form) ?? 0;
  const saldo = useSaldoKas(tglSystem);
  const shown = saldoUangBank(saldo.data ?? [], arah, noRekening, jumlah);

  return (
    <PageCard title={meta?.title ?? screen.title}>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={10}>
          <Card size="small" title={screen.title}>
            <Typography.Paragraph type="secondary">{screen.arah}</Typography.Paragraph>
            <UangBankForm arah={arah} form={form} tglSystem={tglSystem} />
          </Card>
        </Col>
        <Col xs={24} lg={14}>
          <Card size="small" title={WEB_TEXTS.cash.saldoHariIni(formatTanggal(tglSystem))}>
            <SaldoKasTable balances={shown.rows} loading={saldo.isLoading} sesudah={shown.sesudah} />
          </Card>
        </Col>
        <Col span={24}>
          <Card size="small" title={`Riwayat ${screen.title}`}>
            <KeuanganList kategori={screen.kategori} fileName={screen.fileName} />
          </Card>
        </Col>
      </Row>
    </PageCard>
  );
}
