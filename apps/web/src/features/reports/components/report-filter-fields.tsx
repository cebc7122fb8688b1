import {
  JENIS_KEUANGAN,
  type MasterResource,
  masterResource,
  PANTAUAN_JENIS_KODE,
  REPORT_FILTER_LABELS,
  type ReportFilterKey,
  type ReportUserOption,
  reportByName,
  reportStatusKind,
  SEMUA_TOKO,
  STATUS_HUTANG,
  STATUS_KIRIM,
  STATUS_MEMBER,
  STATUS_PENJUALAN,
  STATUS_PESANAN,
  STATUS_SERVICE,
  STATUS_TITIPAN,
  statusLabel,
  TEXTS,
} from '@toko/shared';
import { AutoComplete, Select } from 'antd';
import { RefSelect } from '../../../components/master-select/ref-select';
import { useReportShops, useReportUsers } from '../api/get-report-options';

/** The filter fields' labels, as the catalogue names them. */
export const FILTER_LABELS: Record<ReportFilterKey, string> = REPORT_FILTER_LABELS;

/** Filters chosen from a master's active records (the same lists the counters use). */
const MASTER_OF: Partial<Record<ReportFilterKey, MasterResource>> = {
  gudang: masterResource('gudang'),
  baki: masterResource('baki'),
  group: masterResource('group'),
  jenis: masterResource('jenis'),
  sales: masterResource('sales'),
  marketplace: masterResource('marketplace'),
  kondisi: masterResource('kondisi-pembelian'),
};

interface Choice {
  options: { value: string; label: string }[];
  /** What the report shows with nothing chosen. */
  placeholder: string;
}

const toOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/**
 * The statuses a report filters by, each named by the word its Status column shows (the
 * value stays the code the server filters by). Sales lines: the standing ones (OK) unless
 * asked for the cancelled ones or both (the server's default); the others: any of theirs.
 */
export function statusChoice(reportName: string): Choice {
  const definition = reportByName(reportName);
  const kind = (definition && reportStatusKind(definition)) ?? 'penjualan';
  const word = (code: string) => statusLabel(kind, code);
  if (reportName === 'transaksi-penjualan') {
    return {
      options: [
        { value: 'OK', label: word('OK') },
        { value: 'CANC', label: word('CANC') },
        { value: 'SEMUA', label: `Semua (${word('OK')} + ${word('CANC')})` },
      ],
      placeholder: word('OK'),
    };
  }
  return {
    options: (STATUSES_OF[reportName] ?? STATUS_PENJUALAN).map((value) => ({ value, label: word(value) })),
    placeholder: reportName === 'pantauan' ? 'Semua Jenis' : 'Semua Status',
  };
}

/** Reports whose status is not a sales line's: deposits, orders, loans, shipments (Terima Barang), members, services. */
const STATUSES_OF: Record<string, readonly string[]> = {
  'titip-uang': STATUS_TITIPAN,
  pesanan: STATUS_PESANAN,
  'transaksi-hutang': STATUS_HUTANG,
  'terima-barang': STATUS_KIRIM,
  'daftar-member': STATUS_MEMBER,
  services: STATUS_SERVICE,
  // Finished and not cancelled: waiting to be collected, or collected.
  'service-selesai': ['DONE', 'CLOS'],
  pantauan: PANTAUAN_JENIS_KODE,
};

const semua = (label: string) => `Semua ${label}`;

/** Payment methods; a sale is also paid by a trade-in and a collected deposit; non-cash money is not cash. */
export function metodeChoice(reportName: string): Choice {
  const values =
    reportName === 'penjualan-bayar'
      ? [...JENIS_KEUANGAN, 'TUKAR', 'TITIPAN']
      : reportName === 'keuangan-non-cash'
        ? JENIS_KEUANGAN.filter((jenis) => jenis !== 'CASH')
        : JENIS_KEUANGAN;
  return { options: toOptions(values), placeholder: semua(REPORT_FILTER_LABELS.metode) };
}

/** How an unchosen filter reads on the printed report: what the report shows without it. */
export function unchosenText(reportName: string, key: ReportFilterKey): string {
  return key === 'status' ? statusChoice(reportName).placeholder : 'Semua';
}

/** How a chosen filter reads on the printed report: a status by its word, anything else as chosen. */
export function chosenText(reportName: string, key: ReportFilterKey, value: string): string {
  if (key !== 'status') return value;
  return statusChoice(reportName).options.find((option) => option.value === value)?.label ?? value;
}
export interface ReportFilterFieldProps {
  reportName: string;
  filterKey: ReportFilterKey;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  /** The shop an owner level chose (or SEMUA): the user lists are of the report's shop. */
  kodeToko?: string | undefined;
}

/** A user as the Kasir / Valid By list offers it: the id is what the report filters by. */
export function userOptions(users: readonly ReportUserOption[]) {
  return users.map((user) => ({ value: user.user_id, label: `${user.user_id} - ${user.nama}` }));
}

function UserField({ filterKey, value, onChange, kodeToko }: Omit<ReportFilterFieldProps, 'reportName'>) {
  const users = useReportUsers(kodeToko);
  const options = userOptions(users.data ?? []);
  return (
    <AutoComplete
      data-testid={`filter-${filterKey}`}
      allowClear
      value={value}
      options={options}
      placeholder={semua(FILTER_LABELS[filterKey])}
      showSearch={{
        filterOption: (input, option) =>
          String(option?.label ?? '')
            .toUpperCase()
            .includes(input.toUpperCase()),
      }}
      onChange={(next: string | undefined) => onChange(next ? next.toUpperCase() : undefined)}
    />
  );
}

/** One of a report's own filters; empty means every value ('Semua …'). */
export function ReportFilterField({
  reportName,
  filterKey,
  value,
  onChange,
  kodeToko,
}: ReportFilterFieldProps) {
  const label = FILTER_LABELS[filterKey];
  const master = MASTER_OF[filterKey];
  if (master) {
    return (
      <RefSelect
        data-testid={`filter-${filterKey}`}
        master={master}
        label={label}
        placeholder={semua(label)}
        value={value}
        onChange={onChange}
        allowClear
      />
    );
  }
  if (filterKey === 'kasir' || filterKey === 'valid_by') {
    return <UserField filterKey={filterKey} value={value} onChange={onChange} kodeToko={kodeToko} />;
  }
  const choice = filterKey === 'metode' ? metodeChoice(reportName) : statusChoice(reportName);
  return (
    <Select<string>
      data-testid={`filter-${filterKey}`}
      allowClear
      value={value}
      options={choice.options}
      placeholder={choice.placeholder}
      onChange={(next) => onChange(next)}
      notFoundContent={TEXTS.noData}
    />
  );
}

/** Owner levels' choice of one shop or the whole chain; undefined is the user's own shop. */
export function TokoSelect({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (value: string) => void;
}) {
  const shops = useReportShops(true);
  const options = [
    { value: SEMUA_TOKO, label: 'Semua Toko' },
    ...(shops.data ?? []).map((shop) => ({
      value: shop.kode_toko,
      label: `${shop.kode_toko} - ${shop.nama_toko}`,
    })),
  ];
  return (
    <Select<string>
      data-testid="filter-toko"
      value={value}
      options={options}
      loading={shops.isLoading}
      showSearch={{ optionFilterProp: 'label' }}
      onChange={onChange}
      notFoundContent={TEXTS.noData}
    />
  );
}
