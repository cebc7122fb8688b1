import { Card, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { useRouteMeta } from '../../routing/use-route-meta';
import { CustomerBanner } from '../customer/customer-banner';
import { CustomerFields } from '../customer/customer-fields';
import type { CustomerState, CustomerValues } from '../customer/use-customer';
import { NoEnterForm } from '../form/no-enter-form';
import { PageCard } from '../page/page-card';
import { type MetodeBayar, PembayaranFields } from '../pembayaran/pembayaran-fields';
import type { PembayaranValues } from '../pembayaran/settle';
import { CounterActions, type CounterActionsProps } from './counter-actions';

export interface CounterFormProps<F extends CustomerValues & PembayaranValues> {
  /** The page's title should the route have none ('Transaksi Pesanan'). */
  title: string;
  form: FormInstance<F>;
  initialValues: Partial<F>;
  onFinish: (values: F) => void;
  customer: CustomerState;
  /** The document's kind beside the customer's name (a coloured tag). */
  tag: ReactNode;
  /** What was saved last (a CounterResult), above the form. */
  result?: ReactNode;
  /** A field of the document's own beside the customer type (a loan's NIK). */
  customerExtra?: ReactNode;
  /** The document's own cards, between the customer and the payment. */
  children: ReactNode;
  /** The payment card: its title and what it pays (the DP taken, the loan paid out). */
  payment: {
    title: string;
    methods: readonly MetodeBayar[];
    total: number;
    totalLabel: string;
    payout?: boolean;
  };
  busy: boolean;
  onBaru: () => void;
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
  const { form, customer, payment, busy } = props;
  return (
    <PageCard title={meta?.title ?? props.title}>
      <NoEnterForm<F>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={props.initialValues}
        onFinish={props.onFinish}
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
        <CounterActions {...props.actions} busy={busy} onBaru={props.onBaru} />
      </NoEnterForm>
      {props.dialogs}
    </PageCard>
  );
}
