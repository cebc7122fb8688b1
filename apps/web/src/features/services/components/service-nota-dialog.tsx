import { buildNotaService, buildNotaServiceAmbil } from '@toko/shared';
import { DocumentNotaDialog, type DocumentNotaProps } from '../../../components/nota/document-nota-dialog';
import { useDocumentNota } from '../../../components/nota/use-document-nota';
import { useService } from '../api/get-service';

/** Which slip of a service: taken in (SLIP_SERVICE) or handed back (SLIP_SERVICE_AMBIL). */
export type ServiceSlip = 'SERVICE' | 'AMBIL';

export interface ServiceNotaOf {
  no: string;
  slip: ServiceSlip;
}

function ServiceNota({ noService, ...props }: DocumentNotaProps & { noService: string }) {
  const nota = useDocumentNota(useService(noService), 'SLIP_SERVICE', buildNotaService, true);
  return <DocumentNotaDialog number={noService} {...nota} {...props} />;
}

function ServiceAmbilNota({ noService, ...props }: DocumentNotaProps & { noService: string }) {
  const nota = useDocumentNota(useService(noService), 'SLIP_SERVICE_AMBIL', buildNotaServiceAmbil, true);
  return <DocumentNotaDialog number={noService} {...nota} {...props} />;
}

/**
 * Nota Service or Nota Ambil Service of a saved service (preview, print, PDF), in two
 * copies when PRINT_NOTA_SERVICE_DUPLICATE_MODULE is on.
 */
export function ServiceNotaDialog({
  notaOf,
  ...props
}: DocumentNotaProps & { notaOf: ServiceNotaOf | undefined }) {
  if (!notaOf) return null;
  return notaOf.slip === 'AMBIL' ? (
    <ServiceAmbilNota noService={notaOf.no} title="Nota Ambil Service" {...props} />
  ) : (
    <ServiceNota noService={notaOf.no} title="Nota Service" {...props} />
  );
}
