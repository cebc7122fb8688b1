import type { ServiceDoc, StatusService } from '@toko/shared';
import { statusOptions } from '../../../components/counter/counter-columns';
import { DocumentListPage } from '../../../components/transaksi-list/document-list-page';
import { useSession } from '../../../lib/use-session';
import { type ServicePageQuery, useServicePage } from '../api/get-service-page';
import { AmbilServiceDialog } from '../components/ambil-service-dialog';
import { SelesaiServiceDialog } from '../components/selesai-service-dialog';
import { SERVICE_STATUS_LABELS, ServiceLinesTable, serviceListColumns } from '../components/service-columns';
import { ServiceDetailModal } from '../components/service-detail-modal';
import { ServiceNotaDialog } from '../components/service-nota-dialog';
import { ServiceRowActions } from '../components/service-row-actions';
import { useLihatService } from '../components/use-lihat-service';

const STATUS_OPTIONS = statusOptions(SERVICE_STATUS_LABELS);

/**
 * Lihat Service: the shop's repairs searched on the server, with their pieces and slips;
 * a repair the tukang brought back is finished here (his cost, the pieces weighed again),
 * a finished and validated one is handed back with the rest paid, and one of today is
 * cancelled with otorisasi (a validated DP refunded). A repair takes days: the list opens
 * on every one still at the tukang, whatever its date.
 */
export function LihatServicePage() {
  const session = useSession();
  const lihat = useLihatService();
  return (
    <DocumentListPage<ServiceDoc, StatusService, ServicePageQuery>
      title="Lihat Service"
      name="service"
      numberOf={(doc) => doc.no_service}
      toQuery={(filters) => filters}
      usePage={useServicePage}
      columns={serviceListColumns}
      statusOptions={STATUS_OPTIONS}
      initialStatus="OPEN"
      anyDate
      searchPlaceholder="No Service, Nama Customer, No HP atau Nama Barang"
      renderLines={(doc) => <ServiceLinesTable items={doc.items} data-testid={`lines-${doc.no_service}`} />}
      renderDetail={({ noFakturGroup, onClose }) => (
        <ServiceDetailModal
          noService={noFakturGroup}
          onClose={onClose}
          onCetak={(nota) => {
            onClose();
            lihat.setNotaOf(nota);
          }}
        />
      )}
      renderNota={({ number, onClose }) => (
        <ServiceNotaDialog notaOf={number ? { no: number, slip: 'SERVICE' } : undefined} onClose={onClose} />
      )}
      moreActions={(doc) => (
        <ServiceRowActions
          doc={doc}
          today={doc.tgl_system === session?.user.tgl_system}
          onSelesai={lihat.setSelesaiDoc}
          onAmbil={lihat.setAmbilDoc}
          onNotaAmbil={(no) => lihat.setNotaOf({ no, slip: 'AMBIL' })}
          onBatal={lihat.batalService}
        />
      )}
      notice={
        <>
          {lihat.doneAlert}
          {lihat.resultAlert}
        </>
      }
    >
      {lihat.otorisasiDialog}
      <SelesaiServiceDialog
        doc={lihat.selesaiDoc}
        onClose={() => lihat.setSelesaiDoc(undefined)}
        onDone={lihat.selesaiDone}
      />
      <AmbilServiceDialog
        doc={lihat.ambilDoc}
        onClose={() => lihat.setAmbilDoc(undefined)}
        onDone={lihat.ambilDone}
      />
      <ServiceNotaDialog notaOf={lihat.notaOf} onClose={() => lihat.setNotaOf(undefined)} />
    </DocumentListPage>
  );
}
