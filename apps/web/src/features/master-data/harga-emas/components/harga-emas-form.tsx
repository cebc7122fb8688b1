import { SaveOutlined } from '@ant-design/icons';
import {
  HARGA_EMAS_SYSTEM_USER,
  type HargaEmasRow,
  hargaEmasItemSchema,
  isHargaEmasBelumDiinput,
  TEXTS,
} from '@toko/shared';
import { Alert, Button, Flex, Form, Table, type TableColumnsType, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { DateInput } from '../../../../components/form/date-input';
import { NoEnterForm } from '../../../../components/form/no-enter-form';
import { formatNumber, formatTanggal } from '../../../../lib/format';
import { confirmDialog, notifyInfo } from '../../../../lib/notify';
import { formatWaktuRingkas } from '../../../../lib/shop-time';
import { useHargaEmasByTanggal } from '../api/get-harga-emas-by-tanggal';
import { useSaveHargaEmas } from '../api/save-harga-emas';
import { PriceInput } from './price-input';

export const SAVE_PRICES_TEXT = 'Simpan Harga';
export const MASTER_PRICE_TAG = 'Harga Master';
export const AUTO_COPY_TAG = 'Otomatis';
export const ENTERED_TAG = 'Sudah Diinput';
export const NOT_ENTERED_TAG = 'Belum Diinput';
export const NOTHING_CHANGED = 'Belum ada harga yang diubah untuk tanggal ini';

const MASTER_HINT = 'belum ada harga untuk tanggal ini, harga master group yang berlaku';
const AUTO_COPY_HINT =
  'diisi oleh sistem (disalin dari hari sebelumnya saat tutup toko), belum diinput hari ini';
const LATER_HINT =
  'belum ada harga untuk tanggal ini; jika tidak diubah, harga hari sebelumnya disalin saat tutup toko';

type PriceField = 'harga_jual' | 'harga_beli';
type Draft = Record<PriceField, string>;

const draftOf = (prices: Pick<HargaEmasRow, PriceField>): Draft => ({
  harga_jual: String(prices.harga_jual),
  harga_beli: String(prices.harga_beli),
});
const sameDraft = (a: Draft, b: Draft) => a.harga_jual === b.harga_jual && a.harga_beli === b.harga_beli;

/** The shared rule of one row, with the server's own messages, per field. */
function problemsOf(row: HargaEmasRow, draft: Draft): Partial<Record<PriceField, string>> {
  const result = hargaEmasItemSchema.safeParse({ kode_group: row.kode_group, ...draft });
  if (result.success) return {};
  const problems: Partial<Record<PriceField, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'harga_jual' || field === 'harga_beli') && !problems[field])
      problems[field] = issue.message;
  }
  return problems;
}

/** What the warning says about the rows still waiting for today's price. */
function notEnteredDescription(rows: readonly HargaEmasRow[]): string {
  const parts: string[] = [];
  if (rows.some((row) => row.sumber === 'MASTER')) parts.push(`'${MASTER_PRICE_TAG}': ${MASTER_HINT}`);
  if (rows.some((row) => row.sumber === 'HARIAN' && row.updated_by === HARGA_EMAS_SYSTEM_USER)) {
    parts.push(`'${AUTO_COPY_TAG}': ${AUTO_COPY_HINT}`);
  }
  return `${parts.join('; ')}. Periksa harganya lalu tekan ${SAVE_PRICES_TEXT}.`;
}

function hinted(text: string, hint: string, color: string) {
  return (
    <Tooltip title={hint}>
      <Tag color={color}>{text}</Tag>
    </Tooltip>
  );
}

function stateTag(row: HargaEmasRow, isToday: boolean) {
  if (row.sumber === 'MASTER') {
    return isToday
      ? hinted(MASTER_PRICE_TAG, MASTER_HINT, 'orange')
      : hinted(NOT_ENTERED_TAG, LATER_HINT, 'orange');
  }
  if (row.updated_by === HARGA_EMAS_SYSTEM_USER) return hinted(AUTO_COPY_TAG, AUTO_COPY_HINT, 'blue');
  return <Tag color="green">{ENTERED_TAG}</Tag>;
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
  const [tanggal, setTanggal] = useState(tglSystem);
  const isToday = tanggal === tglSystem;
  const { data: rows, isFetching, isPending } = useHargaEmasByTanggal(tanggal);
  const { data: todayRows } = useHargaEmasByTanggal(tglSystem);
  // Only what the user changed; every other row shows its starting price.
  const [drafts, setDrafts] = useState<Record<string, Draft>>({});
  const [submitted, setSubmitted] = useState(false);
  const mutation = useSaveHargaEmas(() => {
    setDrafts({});
    setSubmitted(false);
  });

  /** The price a row starts from: its own, or for a later date without one, today's. */
  const startOf = (row: HargaEmasRow): Draft => {
    if (row.sumber === 'MASTER' && !isToday) {
      const current = todayRows?.find((today) => today.kode_group === row.kode_group);
      if (current) return draftOf(current);
    }
    return draftOf(row);
  };
  const currentOf = (row: HargaEmasRow): Draft => drafts[row.kode_group] ?? startOf(row);
  const isChanged = (row: HargaEmasRow) => !sameDraft(currentOf(row), startOf(row));
  const changed = (rows ?? []).some(isChanged);
  const notEnteredYet = isToday && (rows ?? []).some(isHargaEmasBelumDiinput);

  const edit = (row: HargaEmasRow, field: PriceField, digits: string) =>
    setDrafts((current) => ({
      ...current,
      [row.kode_group]: { ...(current[row.kode_group] ?? startOf(row)), [field]: digits },
    }));

  const changeTanggal = async (next: string | null) => {
    if (!next || next === tanggal) return;
    if (changed) {
      const leave = await confirmDialog({
        title: 'Perubahan Belum Disimpan',
        content: `Harga yang sudah diubah untuk ${formatTanggal(tanggal)} belum disimpan. Tetap pindah tanggal?`,
        okText: 'Pindah Tanggal',
        cancelText: TEXTS.cancel,
      });
      if (!leave) return;
    }
    setDrafts({});
    setSubmitted(false);
    setTanggal(next);
  };

  const save = () => {
    if (!rows || rows.length === 0) return;
    setSubmitted(true);
    if (rows.some((row) => Object.keys(problemsOf(row, currentOf(row))).length > 0)) return;
    const toSave = isToday ? rows : rows.filter((row) => row.sumber === 'HARIAN' || isChanged(row));
    if (toSave.length === 0) {
      notifyInfo(NOTHING_CHANGED);
      return;
    }
    mutation.mutate({
      tanggal,
      items: toSave.map((row) => {
        const draft = currentOf(row);
        return {
          kode_group: row.kode_group,
          harga_jual: Number(draft.harga_jual),
          harga_beli: Number(draft.harga_beli),
        };
      }),
    });
  };

  const priceColumn = (field: PriceField, title: string, masterOf: (row: HargaEmasRow) => number) => ({
    key: field,
    title,
    render: (_value: unknown, row: HargaEmasRow) => {
      const draft = currentOf(row);
      const showProblem = submitted || drafts[row.kode_group] !== undefined;
      const problem = showProblem ? problemsOf(row, draft)[field] : undefined;
      return (
        <Form.Item
          // A fixed width: a long message wraps instead of shifting the columns.
          style={{ margin: 0, width: 220 }}
          validateStatus={problem ? 'error' : undefined}
          help={problem ?? `${MASTER_PRICE_TAG}: ${formatNumber(masterOf(row))}`}
        >
          <PriceInput
            aria-label={`${title} ${row.kode_group}`}
            data-testid={`harga-emas-${field}-${row.kode_group}`}
            value={draft[field]}
            status={problem ? 'error' : undefined}
            onChange={(digits) => edit(row, field, digits)}
          />
        </Form.Item>
      );
    },
  });

  const columns: TableColumnsType<HargaEmasRow> = [
    { key: 'kode_group', title: 'Kode Group', dataIndex: 'kode_group' },
    { key: 'nama_group', title: 'Nama Group', dataIndex: 'nama_group' },
    priceColumn('harga_jual', 'Harga Jual / Gram', (row) => row.harga_master_jual),
    priceColumn('harga_beli', 'Harga Beli / Gram', (row) => row.harga_master_beli),
    {
      key: 'keterangan',
      title: 'Keterangan',
      render: (_value: unknown, row: HargaEmasRow) => (
        <Flex vertical gap={2} align="start">
          {stateTag(row, isToday)}
          {row.sumber === 'HARIAN' && row.updated_by !== HARGA_EMAS_SYSTEM_USER && row.updated_at && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {row.updated_by}, {formatWaktuRingkas(row.updated_at)}
            </Typography.Text>
          )}
          {isChanged(row) && (
            <Typography.Text type="warning" style={{ fontSize: 12 }}>
              Diubah, belum disimpan
            </Typography.Text>
          )}
        </Flex>
      ),
    },
  ];

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
          loading={isPending || (isFetching && !rows)}
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
            loading={mutation.isPending}
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
