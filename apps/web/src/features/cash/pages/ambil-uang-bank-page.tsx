import { UangBankScreen } from '../components/uang-bank-screen';

/** Ambil Uang Bank: money drawn from a shop bank account into the till. */
export function AmbilUangBankPage() {
  return <UangBankScreen arah="ambil" />;
}
