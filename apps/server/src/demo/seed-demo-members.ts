import { formatKodeMember } from '@toko/shared';
import { keepKodeMemberPast } from '../counter/receipt-numbers.ts';
import type { DbOrTx } from '../db/client.ts';
import { member } from '../db/schema/index.ts';

/**
 * A few members of the demo chain, registered at the head office; the sales counter finds
 * them. Their codes are the ones the head office's counter gives (`PST-M0001`), so a member
 * registered next reads the same way in one list.
 */
export const DEMO_MEMBERS = [
  {
    kode_member: formatKodeMember('PST', 1),
    nama_member: 'IBU ANI SURYANI',
    no_hp: '081298765001',
    alamat: 'JL. KEBON SIRIH NO. 5, JAKARTA PUSAT',
  },
  {
    kode_member: formatKodeMember('PST', 2),
    nama_member: 'BAPAK HENDRA WIJAYA',
    no_hp: '081298765002',
    alamat: 'JL. AHMAD YANI NO. 21, BEKASI',
  },
  {
    kode_member: formatKodeMember('PST', 3),
    nama_member: 'IBU RATNA DEWI',
    no_hp: '081298765003',
    alamat: 'PERUMAHAN GRIYA DEPOK ASRI BLOK C2 NO. 14, DEPOK',
  },
];

export async function seedDemoMembers(tx: DbOrTx): Promise<void> {
  await tx
    .insert(member)
    .values(DEMO_MEMBERS.map((row) => ({ ...row, kode_toko: 'PST', created_by: 'SYSTEM' })))
    .onConflictDoNothing();
  await keepKodeMemberPast(tx, 'PST', DEMO_MEMBERS.length);
}
