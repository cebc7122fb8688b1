import {
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  CalendarOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  DeleteOutlined,
  FileTextOutlined,
  FireOutlined,
  FormOutlined,
  GoldOutlined,
  SafetyCertificateOutlined,
  SettingOutlined,
  ShoppingCartOutlined,
  ShoppingOutlined,
  TeamOutlined,
  ToolOutlined,
  UploadOutlined,
  UserOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

/** The catalogue names its icons in kebab-case; these are the ones it uses. */
const ICONS: Record<string, ComponentType> = {
  audit: AuditOutlined,
  bank: BankOutlined,
  calendar: CalendarOutlined,
  dashboard: DashboardOutlined,
  database: DatabaseOutlined,
  delete: DeleteOutlined,
  'file-text': FileTextOutlined,
  fire: FireOutlined,
  form: FormOutlined,
  gold: GoldOutlined,
  'safety-certificate': SafetyCertificateOutlined,
  setting: SettingOutlined,
  'shopping-cart': ShoppingCartOutlined,
  shopping: ShoppingOutlined,
  team: TeamOutlined,
  tool: ToolOutlined,
  upload: UploadOutlined,
  user: UserOutlined,
  wallet: WalletOutlined,
};

export function MenuIcon({ name }: { name: string | undefined }) {
  const Icon = (name && ICONS[name]) || AppstoreOutlined;
  return <Icon />;
}
