import { masterResource, tukarPoinRefusal } from '@toko/shared';
import { useRef, useState } from 'react';
import { useMember } from '../../../components/customer/get-member';
import { memberQueryKeys } from '../../../components/customer/member-query-keys';
import { useSaveMutation } from '../../../components/dialogs/use-save-mutation';
import { useMasterActive } from '../../../components/master-select/get-master-active';
import { masterQueryKeys } from '../../../components/master-select/master-query-keys';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { tukarPoin } from '../api/members-api';

export const HADIAH = masterResource('hadiah');
/** An exchange and its cancelling both move the member's points and the gift's stock. */
export const TUKAR_POIN_REFRESHES = [memberQueryKeys.all, masterQueryKeys.active(HADIAH)];

/** The exchange being entered: member, gift and count, the points it costs, and its save. */
export function useTukarPoin() {
  const [kodeMember, setKodeMember] = useState<string>();
  const [kodeHadiah, setKodeHadiah] = useState<string>();
  const [jumlah, setJumlah] = useState(1);
  // The exchange whose slip is open.
  const [noTukar, setNoTukar] = useState<string>();
  const key = useRef(newIdempotencyKey());
  const member = useMember(kodeMember);
  const hadiah = useMasterActive(HADIAH);
  const gift = hadiah.data?.find((row) => row.kode_hadiah === kodeHadiah);
  const biaya = gift ? Number(gift.poin) * jumlah : 0;
  const refusal = member.data && gift ? tukarPoinRefusal(member.data.poin, biaya) : null;

  const save = useSaveMutation({
    mutationFn: () =>
      tukarPoin({
        idempotency_key: key.current,
        kode_member: kodeMember ?? '',
        kode_hadiah: kodeHadiah ?? '',
        jumlah,
      }),
    invalidates: TUKAR_POIN_REFRESHES,
    successText: 'Tukar Poin Berhasil',
    onSuccess: (doc) => {
      key.current = newIdempotencyKey();
      setKodeHadiah(undefined);
      setJumlah(1);
      setNoTukar(doc.no_tukar);
    },
  });

  return {
    kodeMember,
    setKodeMember,
    kodeHadiah,
    setKodeHadiah,
    jumlah,
    setJumlah,
    noTukar,
    setNoTukar,
    hadiah,
    canSave: Boolean(member.data && gift && !refusal),
    biaya,
    refusal,
    save,
  };
}

export type TukarPoin = ReturnType<typeof useTukarPoin>;
