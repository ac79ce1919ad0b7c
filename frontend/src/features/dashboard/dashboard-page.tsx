import { PlaceholderPage } from '@/components/layout/placeholder-page';

export default function DashboardPage() {
  return <PlaceholderPage title="Dashboard" />;
}
