import { jumlahBarang, type ServiceDoc } from '@toko/shared';
import { useState } from 'react';
import { useBatal } from '../../../components/batal/use-batal';
import { useActionResult } from '../../../components/counter/use-action-result';
import { formatNumber, formatRupiah } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { WEB_TEXTS } from '../../../texts';
import { useBatalService } from '../api/service-mutations';
import type { ServiceNotaOf } from './service-nota-dialog';

/**
 * Lihat Service's counter work on a repair: which one is being finished or handed back,
 * its cancellation with otorisasi, the slip to print and what the cashier is told once
 * each went through.
 */
export function useLihatService() {
  const { batal, doneAlert, otorisasiDialog } = useBatal();
  const { mutateAsync } = useBatalService();
  const [selesaiDoc, setSelesaiDoc] = useState<ServiceDoc>();
  const [ambilDoc, setAmbilDoc] = useState<ServiceDoc>();
  const [notaOf, setNotaOf] = useState<ServiceNotaOf>();
  const outcome = useActionResult('service-action-result');

  const batalService = (doc: ServiceDoc) =>
    void batal({
      title: 'Otorisasi Batal Service',
      summary: `Batal ${doc.no_service} (${doc.nama_customer}): ${formatNumber(jumlahBarang(doc.items))} barang, ${
        doc.status_valid === 'DONE'
          ? `DP ${formatRupiah(doc.dp)} dikembalikan dari kas`
          : 'DP belum masuk kas'
      }`,
      send: (otorisasi) => mutateAsync({ noService: doc.no_service, otorisasi }),
      done: (result: ServiceDoc) =>
        WEB_TEXTS.service.batalPesan(
          result.no_service,
          formatRupiah(result.dp),
          result.status_valid === 'DONE',
        ),
    });

  const selesaiDone = (doc: ServiceDoc) => {
    setSelesaiDoc(undefined);
    notifySuccess(WEB_TEXTS.service.selesaiPesan(doc.no_service));
    outcome.setDone(WEB_TEXTS.service.selesaiPesan(doc.no_service));
  };

  const ambilDone = (doc: ServiceDoc) => {
    setAmbilDoc(undefined);
    outcome.setDone(WEB_TEXTS.service.ambilPesan(doc.no_service, formatRupiah(doc.sisa)));
    setNotaOf({ no: doc.no_service, slip: 'AMBIL' });
  };

  return {
    otorisasiDialog,
    /** The last cancellation's result. */
    doneAlert,
    /** The last repair finished or handed back. */
    resultAlert: outcome.alert,
    selesaiDoc,
    setSelesaiDoc,
    selesaiDone,
    ambilDoc,
    setAmbilDoc,
    ambilDone,
    notaOf,
    setNotaOf,
    batalService,
  };
}
