import BarChartOutlined from '@ant-design/icons/BarChartOutlined';
import CalendarOutlined from '@ant-design/icons/CalendarOutlined';
import CarOutlined from '@ant-design/icons/CarOutlined';
import ClockCircleOutlined from '@ant-design/icons/ClockCircleOutlined';
import DashboardOutlined from '@ant-design/icons/DashboardOutlined';
import EnvironmentOutlined from '@ant-design/icons/EnvironmentOutlined';
import FireOutlined from '@ant-design/icons/FireOutlined';
import ReadOutlined from '@ant-design/icons/ReadOutlined';
import SettingOutlined from '@ant-design/icons/SettingOutlined';
import ShopOutlined from '@ant-design/icons/ShopOutlined';
import TagsOutlined from '@ant-design/icons/TagsOutlined';
import TeamOutlined from '@ant-design/icons/TeamOutlined';
import UnorderedListOutlined from '@ant-design/icons/UnorderedListOutlined';
import WalletOutlined from '@ant-design/icons/WalletOutlined';
import ContactsOutlined from '@ant-design/icons/ContactsOutlined';
import NotificationOutlined from '@ant-design/icons/NotificationOutlined';
import DollarOutlined from '@ant-design/icons/DollarOutlined';
import ExperimentOutlined from '@ant-design/icons/ExperimentOutlined';
import ShoppingCartOutlined from '@ant-design/icons/ShoppingCartOutlined';
import InboxOutlined from '@ant-design/icons/InboxOutlined';
import GiftOutlined from '@ant-design/icons/GiftOutlined';
import CreditCardOutlined from '@ant-design/icons/CreditCardOutlined';
import BankOutlined from '@ant-design/icons/BankOutlined';

const ICONS = {
  orders: UnorderedListOutlined,
  kitchen: FireOutlined,
  deliveries: CarOutlined,
  dashboard: DashboardOutlined,
  analytics: BarChartOutlined,
  dailyMenu: CalendarOutlined,
  dishes: ReadOutlined,
  products: TagsOutlined,
  neighborhoods: EnvironmentOutlined,
  expenses: WalletOutlined,
  settings: SettingOutlined,
  team: TeamOutlined,
  store: ShopOutlined,
  hours: ClockCircleOutlined,
  customers: ContactsOutlined,
  companies: BankOutlined,
  shareMenu: NotificationOutlined,
  cash: DollarOutlined,
  ingredients: ExperimentOutlined,
  shoppingList: ShoppingCartOutlined,
  leftovers: InboxOutlined,
  packs: GiftOutlined,
  credits: CreditCardOutlined,
};

export type BackOfficeIconName = keyof typeof ICONS;

/** The staff screens' menu icons: a chunk of their own, so guests and customers never load them. */
export default function BackOfficeIcon({ name }: { name: BackOfficeIconName }) {
  const Icon = ICONS[name];
  return <Icon aria-hidden />;
}
