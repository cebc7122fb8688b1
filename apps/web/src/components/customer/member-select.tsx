import type { Member } from '@toko/shared';
import { TEXTS } from '@toko/shared';
import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { useMembers } from './get-members';

export interface MemberSelectProps {
  value?: string;
  onChange?: (kodeMember: string | undefined) => void;
  /** The chosen member's record, for the form to fill name, phone and address. */
  onPick: (member: Member | undefined) => void;
  id?: string;
  disabled?: boolean;
  /**
   * The member already chosen, when the form set it itself (from a receipt, a deposit):
   * the select shows their name rather than a bare code the search has not loaded.
   */
  member?: Member;
}

/** Finds a member on the server by part of the code, name or phone as the cashier types. */
export function MemberSelect({ value, onChange, onPick, id, disabled, member }: MemberSelectProps) {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  // Wait for a pause in typing before asking the server.
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), 250);
    return () => clearTimeout(timer);
  }, [typed]);
  const { data: found = [], isFetching } = useMembers(search);
  const data =
    member && member.kode_member === value && !found.some((row) => row.kode_member === value)
      ? [member, ...found]
      : found;
  return (
    <Select
      id={id}
      data-testid="member-select"
      showSearch={{ filterOption: false, onSearch: setTyped }}
      value={value}
      disabled={disabled}
      allowClear
      loading={isFetching}
      placeholder="Cari kode, nama atau no HP member"
      notFoundContent={TEXTS.noData}
      options={data.map((row) => ({
        value: row.kode_member,
        label: `${row.kode_member} - ${row.nama_member} (${row.no_hp || '-'})`,
      }))}
      onChange={(next: string | undefined) => {
        onChange?.(next);
        onPick(data.find((row) => row.kode_member === next));
      }}
    />
  );
}
