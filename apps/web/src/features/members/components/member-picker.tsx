import type { Member } from '@toko/shared';
import { Descriptions, Form, Tag } from 'antd';
import { useMember } from '../../../components/customer/get-member';
import { MemberSelect } from '../../../components/customer/member-select';
import { PictureFrame } from '../../../components/image-upload/picture-frame';
import { formatNumber } from '../../../lib/format';

export interface MemberPickerProps {
  value: string | undefined;
  onChange: (kodeMember: string | undefined) => void;
}

/**
 * Chooses a member of the chain (searched on the server) and shows who they are (with
 * their photo when one was taken) and their current points balance, read fresh after
 * every change of points.
 */
export function MemberPicker({ value, onChange }: MemberPickerProps) {
  const member = useMember(value);
  return (
    <>
      <Form.Item label="Member" style={{ maxWidth: 520 }}>
        <MemberSelect value={value} onChange={onChange} onPick={() => undefined} member={member.data} />
      </Form.Item>
      {member.data && <MemberSummary member={member.data} />}
    </>
  );
}

export function MemberSummary({ member }: { member: Member }) {
  return (
    <Descriptions
      size="small"
      bordered
      column={{ xs: 1, md: 3 }}
      style={{ marginBottom: 16 }}
      data-testid="member-summary"
    >
      <Descriptions.Item label="Kode">{member.kode_member}</Descriptions.Item>
      <Descriptions.Item label="Nama">{member.nama_member}</Descriptions.Item>
      <Descriptions.Item label="No HP">{member.no_hp || '-'}</Descriptions.Item>
      <Descriptions.Item label="Toko Daftar">{member.kode_toko}</Descriptions.Item>
      <Descriptions.Item label="Status">
        <Tag color={member.status_aktif ? 'green' : 'default'}>
          {member.status_aktif ? 'AKTIF' : 'TIDAK AKTIF'}
        </Tag>
      </Descriptions.Item>
      <Descriptions.Item label="Saldo Poin">
        <strong data-testid="member-saldo-poin">{formatNumber(member.poin)}</strong>
      </Descriptions.Item>
      {/* The photo lets the counter see it is the member in front of them before points move. */}
      {member.foto_url && (
        <Descriptions.Item label="Foto">
          <PictureFrame url={member.foto_url} name="Foto Member" size={64} testId="member-summary-foto" />
        </Descriptions.Item>
      )}
    </Descriptions>
  );
}
