import { CheckCircleOutlined, InboxOutlined, PrinterOutlined, StopOutlined } from '@ant-design/icons';
import { jumlahBarang, type ServiceDoc, type StatusService } from '@toko/shared';
import { Alert, Button } from 'antd';
import { useState } from 'react';
import { useBatal } from '../../../components/batal/use-batal';
import { statusOptions } from '../../../components/counter/counter-columns';
import { ActionReason } from '../../../components/transaksi-list/action-reason';
import { DocumentListPage } from '../../../components/transaksi-list/document-list-page';
import { formatNumber, formatRupiah } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/use-session';
import { WEB_TEXTS } from '../../../texts';
import { type ServicePageQuery, useServicePage } from '../api/get-service-page';
import { useBatalService } from '../api/service-mutations';
import { AmbilServiceDialog } from '../components/ambil-service-dialog';
import { SelesaiServiceDialog } from '../components/selesai-service-dialog';
import { SERVICE_STATUS_LABELS, ServiceLinesTable, serviceListColumns } from '../components/service-columns';
import { ServiceDetailModal } from '../components/service-detail-modal';
import { ServiceNotaDialog, type ServiceNotaOf } from '../components/service-nota-dialog';

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
  const { batal, doneAlert, otorisasiDialog } = useBatal();
  const { mutateAsync } = useBatalService();
  const [selesaiDoc, setSelesaiDoc] = useState<ServiceDoc>();
  const [ambilDoc, setAmbilDoc] = useState<ServiceDoc>();
  const [notaOf, setNotaOf] = useState<ServiceNotaOf>();
  const [done, setDone] = useState<string>();

  const actions = (doc: ServiceDoc) => {
    const no = doc.no_service;
    const today = doc.tgl_system === session?.user.tgl_system;
    return (
      <>
        {doc.status === 'OPEN' && (
          <Button
            size="small"
            block
            icon={<CheckCircleOutlined />}
            onClick={() => setSelesaiDoc(doc)}
            data-testid={`selesai-${no}`}
          >
            Selesai
          </Button>
        )}
        {doc.status === 'DONE' && (
          <Button
            size="small"
            block
            type="primary"
            icon={<InboxOutlined />}
            disabled={doc.status_valid !== 'DONE'}
            title={doc.status_valid !== 'DONE' ? WEB_TEXTS.service.belumValid : undefined}
            onClick={() => setAmbilDoc(doc)}
            data-testid={`ambil-${no}`}
          >
            Ambil
          </Button>
        )}
        {doc.status === 'DONE' && doc.status_valid !== 'DONE' && (
          <ActionReason testId={`alasan-${no}`}>{WEB_TEXTS.transaksiStatus.menungguValidasi}</ActionReason>
        )}
        {doc.status === 'CLOS' && (
          <Button
            size="small"
            block
            icon={<PrinterOutlined />}
            onClick={() => setNotaOf({ no, slip: 'AMBIL' })}
            data-testid={`cetak-ambil-${no}`}
          >
            Nota Ambil
          </Button>
        )}
        {(doc.status === 'OPEN' || doc.status === 'DONE') && today && (
          <Button
            size="small"
            block
            danger
            icon={<StopOutlined />}
            data-testid={`batal-${no}`}
            onClick={() =>
              void batal({
                title: 'Otorisasi Batal Service',
                summary: `Batal ${no} (${doc.nama_customer}): ${formatNumber(jumlahBarang(doc.items))} barang, ${
                  doc.status_valid === 'DONE'
                    ? `DP ${formatRupiah(doc.dp)} dikembalikan dari kas`
                    : 'DP belum masuk kas'
                }`,
                send: (otorisasi) => mutateAsync({ noService: no, otorisasi }),
                done: (result: ServiceDoc) =>
                  WEB_TEXTS.service.batalPesan(
                    result.no_service,
                    formatRupiah(result.dp),
                    result.status_valid === 'DONE',
                  ),
              })
            }
          >
            Batal
          </Button>
        )}
      </>
    );
  };

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
            setNotaOf(nota);
          }}
        />
      )}
      renderNota={({ number, onClose }) => (
        <ServiceNotaDialog notaOf={number ? { no: number, slip: 'SERVICE' } : undefined} onClose={onClose} />
      )}
      moreActions={actions}
      notice={
        <>
          {doneAlert}
          {done && (
            <Alert
              type="success"
              showIcon
              closable
              style={{ marginBottom: 12 }}
              data-testid="service-action-result"
              title={done}
              onClose={() => setDone(undefined)}
            />
          )}
        </>
      }
    >
      {otorisasiDialog}
      <SelesaiServiceDialog
        doc={selesaiDoc}
        onClose={() => setSelesaiDoc(undefined)}
        onDone={(doc) => {
          setSelesaiDoc(undefined);
          notifySuccess(WEB_TEXTS.service.selesaiPesan(doc.no_service));
          setDone(WEB_TEXTS.service.selesaiPesan(doc.no_service));
        }}
      />
      <AmbilServiceDialog
        doc={ambilDoc}
        onClose={() => setAmbilDoc(undefined)}
        onDone={(doc) => {
          setAmbilDoc(undefined);
          setDone(WEB_TEXTS.service.ambilPesan(doc.no_service, formatRupiah(doc.sisa)));
          setNotaOf({ no: doc.no_service, slip: 'AMBIL' });
        }}
      />
      <ServiceNotaDialog notaOf={notaOf} onClose={() => setNotaOf(undefined)} />
    </DocumentListPage>
  );
}
