import { WhatsAppOutlined } from '@ant-design/icons';
import { alasanTanpaWhatsApp, nomorWhatsApp, pesanWhatsApp, waMeLink } from '@toko/shared';
import { Button, type ButtonProps, Tooltip, Typography } from 'antd';
import { WEB_TEXTS } from '../../texts';
import { notaQrLink } from './nota-qr';

export interface KirimWaButtonProps {
  /** The customer's phone as typed on the document. */
  noHp: string;
  /** The document's Cek Nota link (path or absolute). */
  link: string | undefined;
  namaToko: string;
  /** What the receipt is ("Nota Penjualan"). */
  judul: string;
  nomor: string;
  size?: ButtonProps['size'];
  block?: boolean;
  /** Where there is room, the reason a disabled button gives is written beside it, not only on hover. */
  showReason?: boolean;
}

/**
 * Kirim via WhatsApp: opens the customer's chat in WhatsApp (app or web) with a short message
 * and the receipt's link. Disabled, with the reason on hover, when there is no number to send to.
 */
export function KirimWaButton({
  noHp,
  link,
  namaToko,
  judul,
  nomor,
  size,
  block,
  showReason,
}: KirimWaButtonProps) {
  const alasan = alasanTanpaWhatsApp(noHp, link);
  const nomorWa = nomorWhatsApp(noHp);
  const href =
    alasan || !link || !nomorWa
      ? undefined
      : waMeLink(nomorWa, pesanWhatsApp({ namaToko, judul, nomor, link: notaQrLink(link) }));
  const button = (
    <Button
      size={size}
      block={block}
      icon={<WhatsAppOutlined />}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      disabled={!href}
      data-testid={`kirim-wa-${nomor}`}
      data-alasan={alasan ?? undefined}
    >
      {WEB_TEXTS.notaDialog.kirimWa}
    </Button>
  );
  if (!alasan) return button;
  // A disabled button gets no hover: its wrapper shows why.
  return (
    <>
      {showReason && (
        <Typography.Text type="secondary" data-testid="kirim-wa-alasan" style={{ alignSelf: 'center' }}>
          {alasan}
        </Typography.Text>
      )}
      <Tooltip title={alasan}>
        <span style={{ display: block ? 'block' : 'inline-block' }}>{button}</span>
      </Tooltip>
    </>
  );
}
