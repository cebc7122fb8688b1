import { masterResource } from '@toko/shared';
import { Col, Form, Radio, Row } from 'antd';
import type { ReactNode } from 'react';
import { WEB_TEXTS } from '../../texts';
import { UpperCaseInput } from '../form/upper-case-input';
import { RefSelect } from '../master-select/ref-select';
import { MemberSelect } from './member-select';
import type { CustomerState } from './use-customer';

/**
 * The widths (of 24) of name, phone and address. Sales, type and the extra field (or the
 * member) fill the first row; the rest share the second, the address taking what is left.
 */
function widths(member: boolean, extra: boolean): [number, number, number] {
  if (member && extra) return [5, 4, 7];
  if (member || extra) return [8, 6, 10];
  return [8, 6, 18];
}

export interface CustomerFieldsProps {
  customer: CustomerState;
  /** The customer is the document's already (a deposit being collected): nothing to change. */
  locked?: boolean;
  /** A field of the document's own beside the customer type (a sale's marketplace), 8 wide. */
  extra?: ReactNode;
}

/**
 * Sales person and customer of a counter document (sale, deposit, buyback): Member or
 * Non Member; a member is searched and fills name, phone and address, a walk-in customer
 * types them. Fields `kode_sales`, `jenis_customer`, `kode_member`, `nama_customer`,
 * `no_hp`, `alamat_customer` of the surrounding form.
 */
export function CustomerFields({ customer, locked, extra }: CustomerFieldsProps) {
  const isMember = customer.jenis === 'MEMBER';
  const [nama, hp, alamat] = widths(isMember, Boolean(extra));
  return (
    <Row gutter={16}>
      <Col xs={24} md={8}>
        <Form.Item
          name="kode_sales"
          label="Sales"
          rules={[{ required: true, message: WEB_TEXTS.customer.salesHarusDiisi }]}
        >
          <RefSelect master={masterResource('sales')} label="Sales" data-testid="kode-sales" />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="jenis_customer" label="Customer">
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            // Member and Non Member side by side, never one under the other in a narrow column.
            style={{ whiteSpace: 'nowrap' }}
            data-testid="jenis-customer"
            disabled={locked}
            onChange={() => customer.pickMember(undefined)}
            options={[
              { value: 'MEMBER', label: 'Member' },
              { value: 'UMUM', label: 'Non Member' },
            ]}
          />
        </Form.Item>
      </Col>
      {extra && (
        <Col xs={24} md={8}>
          {extra}
        </Col>
      )}
      {isMember && (
        <Col xs={24} md={8}>
          <Form.Item
            name="kode_member"
            label="Member"
            rules={[{ required: true, message: WEB_TEXTS.customer.memberHarusDipilih }]}
          >
            <MemberSelect onPick={customer.pickMember} member={customer.member} disabled={locked} />
          </Form.Item>
        </Col>
      )}
      <Col xs={24} md={nama}>
        <Form.Item
          name="nama_customer"
          label="Nama Customer"
          rules={[{ required: true, whitespace: true, message: WEB_TEXTS.customer.namaHarusDiisi }]}
        >
          <UpperCaseInput maxLength={100} readOnly={isMember || locked} data-testid="nama-customer" />
        </Form.Item>
      </Col>
      <Col xs={24} md={hp}>
        <Form.Item name="no_hp" label="No HP">
          <UpperCaseInput maxLength={20} readOnly={locked} data-testid="no-hp" />
        </Form.Item>
      </Col>
      <Col xs={24} md={alamat}>
        <Form.Item name="alamat_customer" label="Alamat">
          <UpperCaseInput maxLength={300} readOnly={locked} data-testid="alamat-customer" />
        </Form.Item>
      </Col>
    </Row>
  );
}
