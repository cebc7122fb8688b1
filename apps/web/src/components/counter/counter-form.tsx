import { Card, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { useRouteMeta } from '../../routing/use-route-meta';
import { CustomerBanner } from '../customer/customer-banner';
import { CustomerFields } from '../customer/customer-fields';
import type { CustomerState, CustomerValues } from '../customer/use-customer';
import { NoEnterForm } from '../form/no-enter-form';
import { PageCard } from '../page/page-card';
import { METODE_JUAL, type MetodeBayar, PembayaranFields } from '../pembayaran/pembayaran-fields';
import type { PembayaranValues } from '../pembayaran/settle';
import { CounterActions, type CounterActionsProps } from './counter-actions';

export interface CounterPayment {
  title: string;
  methods: readonly MetodeBayar[];
  total: number;
  totalLabel: string;
  payout?: boolean;
}

/** The payment of a document that takes a DP now and the rest at collection (an order, a repair). */
export function dpPayment(dp: number | null | undefined): CounterPayment {
  return { title: 'Pembayaran DP', methods: METODE_JUAL, total: dp ?? 0, totalLabel: 'DP Dibayar' };
}

/** What every counter's hook gives its form. */
export interface CounterState<F> {
  form: FormInstance<F>;
  customer: CustomerState;
  simpan: (values: F) => void;
  busy: boolean;
  /** Start over for the next customer. */
  baru: () => void;
}

export interface CounterFormProps<F extends CustomerValues & PembayaranValues> {
  /** The page's title should the route have none ('Transaksi Pesanan'). */
  title: string;
  /** The counter's state (its use-transaksi hook): the form, its customer, the save. */
  counter: CounterState<F>;
  initialValues: Partial<F>;
  /** The document's kind beside the customer's name (a coloured tag). */
  tag: ReactNode;
  /** What was saved last (a CounterResult), above the form. */
  result?: ReactNode;
  /** A field of the document's own beside the customer type (a loan's NIK). */
  customerExtra?: ReactNode;
  /** The document's own cards, between the customer and the payment. */
  children: ReactNode;
  /** The payment card: its title and what it pays (the DP taken, the loan paid out). */
  payment: CounterPayment;
  actions: Omit<CounterActionsProps, 'busy' | 'onBaru'>;
  /** The nota and otorisasi dialogs, outside the form. */
  dialogs?: ReactNode;
}

/**
 * The counters that take a customer's document with a payment (Transaksi Pesanan, Service,
 * Hutang) are one form: the customer, the document's own cards, the payment, the save. One
 * frame keeps their order, spacing and buttons the same on all three.
 */
export function CounterForm<F extends CustomerValues & PembayaranValues>(props: CounterFormProps<F>) {
  const meta = useRouteMeta();
  const { payment } = props;
  const { form, customer, busy } = props.counter;
  return (
    <PageCard title={meta?.title ?? props.title}>
      <NoEnterForm<F>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={props.initialValues}
        onFinish={props.counter.simpan}
      >
        <CustomerBanner nama={customer.nama} member={customer.member}>
          {props.tag}
        </CustomerBanner>
        {props.result}
        <CustomerFields customer={customer} extra={props.customerExtra} />
        {props.children}
        <Card size="small" title={payment.title} style={{ marginTop: 16 }}>
          <PembayaranFields
            form={form}
            methods={payment.methods}
            payout={payment.payout}
            total={payment.total}
            totalLabel={payment.totalLabel}
            disabled={busy}
          />
        </Card>
        <CounterActions {...props.actions} busy={busy} onBaru={props.counter.baru} />
      </NoEnterForm>
      {props.dialogs}
    </PageCard>
  );
}
