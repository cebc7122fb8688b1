import { useQueryClient } from '@tanstack/react-query';
import type { Member } from '@toko/shared';
import { Form, type FormInstance } from 'antd';
import { useState } from 'react';
import { memberQuery } from './get-member';

/** Who is served and by whom: the customer part of every counter form. */
export interface CustomerValues {
  kode_sales?: string;
  jenis_customer: 'MEMBER' | 'UMUM';
  kode_member?: string;
  nama_customer?: string;
  no_hp?: string;
  alamat_customer?: string;
}

/** The customer part of a counter document's body, as the server's counterCustomerFields take it. */
export function customerBody(values: CustomerValues) {
  return {
    kode_sales: values.kode_sales ?? '',
    kode_member: values.jenis_customer === 'MEMBER' ? (values.kode_member ?? '') : '',
    nama_customer: values.nama_customer ?? '',
    no_hp: values.no_hp ?? '',
    alamat_customer: values.alamat_customer ?? '',
  };
}

/**
 * The member behind a counter form: picked from the chooser (name, phone and address
 * follow), or read by code when the form was filled from a receipt or a deposit.
 */
export function useCustomer<T extends CustomerValues>(form: FormInstance<T>) {
  const queryClient = useQueryClient();
  const [member, setMember] = useState<Member>();
  const customerForm = form as unknown as FormInstance<CustomerValues>;
  const jenis = Form.useWatch('jenis_customer', customerForm) ?? 'UMUM';
  const nama = Form.useWatch('nama_customer', customerForm);

  const pickMember = (picked: Member | undefined) => {
    setMember(picked);
    customerForm.setFieldsValue({
      nama_customer: picked?.nama_member ?? '',
      no_hp: picked?.no_hp ?? '',
      alamat_customer: picked?.alamat ?? '',
    });
  };

  /** The member's record as it is today (phone, address, points); rejects when it cannot be read. */
  const fetchMember = (kodeMember: string): Promise<Member> =>
    queryClient.fetchQuery(memberQuery(kodeMember));

  return {
    jenis,
    nama,
    /** The member shown (only while the form says Member). */
    member: jenis === 'MEMBER' ? member : undefined,
    pickMember,
    setMember,
    fetchMember,
    /** Fills the form's customer fields. */
    fill: (values: Partial<CustomerValues>) => customerForm.setFieldsValue(values),
  };
}

export type CustomerState = ReturnType<typeof useCustomer>;
