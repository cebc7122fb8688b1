import { UangBankScreen } from '../components/uang-bank-screen';

/** Tambah Uang Bank: cash from the till paid into a shop bank account. */
export function TambahUangBankPage() {
  return <UangBankScreen arah="tambah" />;
}
