import type { MasterResource } from '@toko/shared';
import { Col, Form, type FormInstance, Row } from 'antd';
import { RupiahInput } from '../form/rupiah-input';
import { RefSelect } from '../master-select/ref-select';
import { PayoutSummary, SaleSummary } from './pembayaran-summary';
import {
  bankMaster,
  type DpDiambil,
  type PembayaranValues,
  rekeningMaster,
  settle,
  type TukarBayar,
  useBankFees,
} from './settle';

/** The ways money changes hands at the counter (DOMAIN.md §2). */
export type MetodeBayar = 'CASH' | 'TRANSFER' | 'DEBET' | 'CREDIT';

/** A sale or a deposit's DP: any combination, cards with the bank's fee. */
export const METODE_JUAL: readonly MetodeBayar[] = ['CASH', 'TRANSFER', 'DEBET', 'CREDIT'];
/** A buyback: the shop pays out in cash and/or from one of its accounts. */
export const METODE_BELI: readonly MetodeBayar[] = ['CASH', 'TRANSFER'];

interface MethodField {
  amount: keyof PembayaranValues;
  label: string;
  testId: string;
  /** Where the money goes (or comes from), required once an amount is typed. */
  account?: { name: keyof PembayaranValues; master: MasterResource; message: string; testId: string };
}

const FIELDS: Record<MetodeBayar, MethodField> = {
  CASH: { amount: 'cash', label: 'Cash', testId: 'bayar-cash' },
  TRANSFER: {
    amount: 'transfer',
    label: 'Transfer',
    testId: 'bayar-transfer',
    account: {
      name: 'no_rekening',
      master: rekeningMaster,
      message: 'Rekening Transfer Harus Dipilih',
      testId: 'bayar-rekening',
    },
  },
  DEBET: {
    amount: 'debet',
    label: 'Debet',
    testId: 'bayar-debet',
    account: {
      name: 'kode_bank_debet',
      master: bankMaster,
      message: 'Bank Debet Harus Dipilih',
      testId: 'bayar-bank-debet',
    },
  },
  CREDIT: {
    amount: 'credit',
    label: 'Credit',
    testId: 'bayar-credit',
    account: {
      name: 'kode_bank_credit',
      master: bankMaster,
      message: 'Bank Credit Harus Dipilih',
      testId: 'bayar-bank-credit',
    },
  },
};

/** 'Rekening Tujuan', 'Bank Debet': the account field's label. */
function accountLabel(metode: MetodeBayar, payout: boolean): string {
  if (metode === 'TRANSFER') return payout ? 'Rekening Asal' : 'Rekening Tujuan';
  return `Bank ${FIELDS[metode].label}`;
}

export interface PembayaranFieldsProps<T extends PembayaranValues> {
  form: FormInstance<T>;
  /** What the payment is for, in rupiah (a sale's total, a deposit's DP, a buyback's total). */
  total: number;
  /** The methods offered, in this order. */
  methods: readonly MetodeBayar[];
  /** The shop pays the customer (a buyback): exactly the total, no change. */
  payout?: boolean;
  /** What `total` is called in the summary. */
  totalLabel?: string;
  /** Collecting a deposit or an order: its DP counts as paid, the payment covers the rest. */
  dp?: DpDiambil;
  /** Paid partly or wholly with gold traded in: its value counts as paid. */
  tukar?: TukarBayar;
  disabled?: boolean;
}

/**
 * The payment of any counter document: an amount per method with its account or bank,
 * and beside them what is still due, the card fees and the change (the customer pays) or
 * by how much the payout misses the total (the shop pays).
 */
export function PembayaranFields<T extends PembayaranValues>({
  form,
  total,
  methods,
  payout = false,
  totalLabel = 'Total Belanja',
  dp,
  tukar,
  disabled,
}: PembayaranFieldsProps<T>) {
  const values = (Form.useWatch([], form) ?? {}) as PembayaranValues;
  const fees = useBankFees(!payout);
  const needs = (amount: unknown, message: string) => ({
    validator: async (_rule: unknown, value: string | undefined) => {
      if (Number(amount ?? 0) > 0 && !value) throw new Error(message);
    },
  });
  const fields = methods.map((metode) => {
    const field = FIELDS[metode];
    const { account } = field;
    return [
      <Col span={12} key={field.amount}>
        <Form.Item name={field.amount} label={field.label}>
          <RupiahInput disabled={disabled} data-testid={field.testId} />
        </Form.Item>
      </Col>,
      <Col span={12} key={account?.name ?? `${field.amount}-`}>
        {account && (
          <Form.Item
            name={account.name}
            label={accountLabel(metode, payout)}
            dependencies={[field.amount]}
            rules={[needs(values[field.amount], account.message)]}
          >
            <RefSelect
              master={account.master}
              label={metode === 'TRANSFER' ? 'Rekening' : 'Bank'}
              allowClear
              data-testid={account.testId}
            />
          </Form.Item>
        )}
      </Col>,
    ];
  });
  return (
    <Row gutter={24}>
      <Col xs={24} lg={14}>
        <Row gutter={12}>{fields}</Row>
      </Col>
      <Col xs={24} lg={10}>
        {payout ? (
          <PayoutSummary
            total={total}
            totalLabel={totalLabel}
            cash={values.cash ?? 0}
            transfer={values.transfer ?? 0}
          />
        ) : (
          <SaleSummary
            total={total}
            totalLabel={totalLabel}
            result={settle(total, values, fees, dp?.dp ?? 0, tukar?.nilai ?? 0)}
            dp={dp}
            tukar={tukar}
          />
        )}
      </Col>
    </Row>
  );
}
