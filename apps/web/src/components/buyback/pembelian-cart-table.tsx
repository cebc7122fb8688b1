import { TEXTS } from '@toko/shared';
import { CounterLinesTable } from '../counter/counter-lines-table';
import { LinesTotalRow } from '../counter/lines-total-row';
import { cartTotals, type PembelianCartLine, type PricingRules, priceLine } from './pembelian-cart';
import {
  type PembelianCartLineActions,
  type PembelianCartRow,
  pembelianCartColumns,
} from './pembelian-cart-columns';

export interface PembelianCartTableProps extends PembelianCartLineActions {
  lines: PembelianCartLine[];
  rules: PricingRules;
}

/** The pieces on the buyback with how each is priced; the price paid may be changed per line. */
export function PembelianCartTable({ lines, rules, ...actions }: PembelianCartTableProps) {
  const totals = cartTotals(lines, rules);
  const rows: PembelianCartRow[] = lines.map((line) => ({ ...line, priced: priceLine(line, rules) }));
  const columns = pembelianCartColumns(actions);
  return (
    <CounterLinesTable<PembelianCartRow>
      data-testid="pembelian-lines"
      size="small"
      rowKey="key"
      columns={columns}
      dataSource={rows}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: TEXTS.noData }}
      summary={() => <LinesTotalRow {...totals} beratIndex={4} totalIndex={7} columns={columns.length} />}
    />
  );
}
