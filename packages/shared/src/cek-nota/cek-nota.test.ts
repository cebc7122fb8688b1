import { describe, expect, it } from 'vitest';
import { buybackOfferRange } from '../purchases/buyback-price.ts';
import { cekNotaPath, cekNotaTokenOf, sumRentang } from './cek-nota.ts';
import { alasanTanpaWhatsApp, nomorWhatsApp, pesanWhatsApp, waMeLink } from './whatsapp.ts';

const TOKEN = 'SnxQU1R8UFNULUZKLTI2MTEyMi0wMDAx.q7NhCMiPfmXtrV4ZzZyq1w';

describe('Cek Nota', () => {
  it('reads the token from a scanned link of any host, and nothing from a barcode or a stranger', () => {
    expect(cekNotaTokenOf(`https://emas.tokoku.id${cekNotaPath(TOKEN)}`)).toBe(TOKEN);
    expect(cekNotaTokenOf(`http://192.168.1.10:3000/cek-nota/${TOKEN}?utm=wa`)).toBe(TOKEN);
    expect(cekNotaTokenOf(`/cek-nota/${TOKEN}`)).toBe(TOKEN);
    for (const other of ['00001234', TOKEN, `/papan-harga/${TOKEN}`, '/cek-nota/<script>.x', ''])
      expect(cekNotaTokenOf(other), other).toBeNull();
  });

  it('adds estimates lowest with lowest and highest with highest, skipping pieces without one', () => {
    expect(sumRentang([{ min: 1, max: 5 }, null, { min: 10, max: 20 }])).toEqual({ min: 11, max: 25 });
    expect(sumRentang([null, null])).toBeNull();
    expect(sumRentang([])).toBeNull();
  });

  it('ranges a buyback over the shop’s conditions, rounded as the counter rounds', () => {
    const kondisi = [
      { type_kondisi: 'PERSENTASE', persentase: 10, rupiah_per_gram: 0 },
      { type_kondisi: 'RP', persentase: 0, rupiah_per_gram: 50_000 },
      { type_kondisi: 'PERSENTASE', persentase: 15, rupiah_per_gram: 0 },
    ] as const;
    // Rp 1,500,000 for a gram: cuts of 150,000, 50,000 and 225,000.
    expect(buybackOfferRange(1_500_000, 1000, kondisi, { pembulatan: 1, roundDown: false })).toEqual({
      min: 1_275_000,
      max: 1_450_000,
    });
    // Rounded up to Rp 1,000 by default, down with the module; the range follows.
    expect(buybackOfferRange(1_234_567, 1000, kondisi, { pembulatan: 1000, roundDown: true })).toEqual({
      min: 1_049_000,
      max: 1_184_000,
    });
    expect(buybackOfferRange(1_500_000, 1000, [], { pembulatan: 1, roundDown: false })).toBeNull();
  });
});

describe('Kirim via WhatsApp', () => {
  it('writes an Indonesian mobile number as 62…, whatever way it was typed', () => {
    for (const typed of ['0812-3456-7890', '+62 812 3456 7890', '62812345678 90', '812 3456 7890'])
      expect(nomorWhatsApp(typed), typed).toBe('6281234567890');
    for (const wrong of ['', '021 555 1234', '0812', '08123456789012345', 'abc'])
      expect(nomorWhatsApp(wrong), wrong).toBeNull();
  });

  it('says why a receipt cannot be sent, and builds the wa.me link with the message', () => {
    expect(alasanTanpaWhatsApp('', '/cek-nota/x.y')).toBe('Nomor HP customer belum diisi');
    expect(alasanTanpaWhatsApp('021 555', '/cek-nota/x.y')).toBe(
      'Nomor HP 021 555 bukan nomor WhatsApp yang valid',
    );
    expect(alasanTanpaWhatsApp('0812 3456 7890', undefined)).toBe('Nota ini belum memiliki tautan cek nota');
    expect(alasanTanpaWhatsApp('0812 3456 7890', '/cek-nota/x.y')).toBeNull();
    const pesan = pesanWhatsApp({
      namaToko: 'Toko Emas Pusat',
      judul: 'Nota Penjualan',
      nomor: 'PST-FJ-1',
      link: 'https://t/cek-nota/a.b',
    });
    expect(pesan).toBe(
      'Terima kasih telah bertransaksi di Toko Emas Pusat.\nNota Penjualan PST-FJ-1 dapat dilihat dan dicek keasliannya di:\nhttps://t/cek-nota/a.b',
    );
    expect(waMeLink('6281234567890', 'a b&c')).toBe('https://wa.me/6281234567890?text=a%20b%26c');
  });
});
