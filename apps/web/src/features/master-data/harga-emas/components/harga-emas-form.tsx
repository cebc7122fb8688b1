import { SaveOutlined } from '@ant-design/icons';
import { HARGA_EMAS_SYSTEM_USER, type HargaEmasRow, TEXTS } from '@toko/shared';
import { Alert, Button, Flex, Form, Table, Typography } from 'antd';
import { DateInput } from '../../../../components/form/date-input';
import { NoEnterForm } from '../../../../components/form/no-enter-form';
import { formatTanggal } from '../../../../lib/format';
import { hargaEmasColumns } from './harga-emas-columns';
import {
  AUTO_COPY_HINT,
  AUTO_COPY_TAG,
  MASTER_HINT,
  MASTER_PRICE_TAG,
  SAVE_PRICES_TEXT,
} from './harga-emas-texts';
import { useHargaEmasDrafts } from './use-harga-emas-drafts';

/** What the warning says about the rows still waiting for today's price. */
function notEnteredDescription(rows: readonly HargaEmasRow[]): string {
  const parts: string[] = [];
  if (rows.some((row) => row.sumber === 'MASTER')) parts.push(`'${MASTER_PRICE_TAG}': ${MASTER_HINT}`);
  if (rows.some((row) => row.sumber === 'HARIAN' && row.updated_by === HARGA_EMAS_SYSTEM_USER)) {
    parts.push(`'${AUTO_COPY_TAG}': ${AUTO_COPY_HINT}`);
  }
  return `${parts.join('; ')}. Periksa harganya lalu tekan ${SAVE_PRICES_TEXT}.`;
}

export interface HargaEmasFormProps {
  /** The shop's business date: the default and the earliest date prices may be entered for. */
  tglSystem: string;
}

/**
 * The day's price per gram of every gold group, edited in one table.
 *
 * For the business date every row is saved: saving confirms the prices in force, so
 * the day counts as entered. For a later date only the rows the owner changed (or
 * had already entered) are saved, starting from today's prices: an untouched group
 * must keep following the closing's carry-over instead of being frozen at a stale
 * price.
 */
export function HargaEmasForm({ tglSystem }: HargaEmasFormProps) {
  const drafts = useHargaEmasDrafts(tglSystem);
  const { tanggal, isToday, rows, loading, saving, notEnteredYet, changeTanggal, save } = drafts;
  const columns = hargaEmasColumns(drafts);

  return (
    <NoEnterForm layout="vertical" onFinish={save} data-testid="harga-emas-form">
      <Flex vertical gap={16}>
        {notEnteredYet && (
          <Alert
            type="warning"
            showIcon
            data-testid="harga-emas-belum-diinput"
            title={TEXTS.hargaEmas.belumDiinput}
            description={notEnteredDescription(rows ?? [])}
          />
        )}
        <Flex wrap gap={24} align="end">
          <Form.Item label="Tanggal Harga" style={{ margin: 0 }} htmlFor="harga-emas-tanggal">
            <DateInput
              id="harga-emas-tanggal"
              value={tanggal}
              minDate={tglSystem}
              onChange={(next) => void changeTanggal(next)}
              style={{ width: 200 }}
            />
          </Form.Item>
          <Typography.Text type="secondary" style={{ maxWidth: 640 }}>
            {isToday
              ? `Harga hari ini (tanggal system ${formatTanggal(tglSystem)}), dipakai penjualan dan pembelian. Semua group disimpan.`
              : `Harga mulai ${formatTanggal(tanggal)}. Hanya group yang diubah yang disimpan; group lain mengikuti harga hari sebelumnya saat tutup toko.`}
          </Typography.Text>
        </Flex>
        <Table<HargaEmasRow>
          rowKey="kode_group"
          columns={columns}
          dataSource={rows ?? []}
          loading={loading}
          pagination={false}
          locale={{ emptyText: TEXTS.noData }}
          scroll={{ x: 'max-content' }}
          data-testid="harga-emas-table"
        />
        <Flex justify="end">
          <Button
            type="primary"
            htmlType="submit"
            icon={<SaveOutlined />}
            loading={saving}
            disabled={!rows || rows.length === 0}
            data-testid="harga-emas-save"
          >
            {SAVE_PRICES_TEXT}
          </Button>
        </Flex>
      </Flex>
    </NoEnterForm>
  );
}
