import { PlaceholderPage } from '@/components/layout/placeholder-page';

export default function DailyMenuPage() {
  return <PlaceholderPage title="Montar Cardápio Diário" />;
}
