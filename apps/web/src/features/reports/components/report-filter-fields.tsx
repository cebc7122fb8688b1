import {
  JENIS_KEUANGAN,
  type MasterResource,
  masterResource,
  REPORT_FILTER_LABELS,
  type ReportFilterKey,
  SEMUA_TOKO,
  STATUS_PENJUALAN,
  STATUS_TITIPAN,
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

/** The statuses a report's documents take: a deposit's, otherwise a sale's or buyback's (OK / CANC). */
export function statusOptions(reportName: string): readonly string[] {
  return reportName === 'titip-uang' ? STATUS_TITIPAN : STATUS_PENJUALAN;
}

const semua = (label: string) => `Semua ${label}`;
const toOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

export interface ReportFilterFieldProps {
  reportName: string;
  filterKey: ReportFilterKey;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}

function UserField({ filterKey, value, onChange }: Omit<ReportFilterFieldProps, 'reportName'>) {
  const users = useReportUsers(true);
  const options = (users.data ?? []).map((user) => ({
    value: user.user_id,
    label: `${user.user_id} - ${user.user_name}`,
  }));
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
export function ReportFilterField({ reportName, filterKey, value, onChange }: ReportFilterFieldProps) {
  const label = FILTER_LABELS[filterKey];
  const master = MASTER_OF[filterKey];
  if (master) {
    return (
      <RefSelect
        data-testid={`filter-${filterKey}`}
        master={master}
        label={label}
        value={value}
        onChange={onChange}
        allowClear
      />
    );
  }
  if (filterKey === 'kasir' || filterKey === 'valid_by') {
    return <UserField filterKey={filterKey} value={value} onChange={onChange} />;
  }
  const values = filterKey === 'metode' ? JENIS_KEUANGAN : statusOptions(reportName);
  return (
    <Select<string>
      data-testid={`filter-${filterKey}`}
      allowClear
      value={value}
      options={toOptions(values)}
      placeholder={semua(label)}
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

/** How a filter's value reads on the printed report. */
export function filterValueText(value: string | undefined): string {
  return value ? value : 'Semua';
}
