import { PlaceholderPage } from '@/components/layout/placeholder-page';

export default function OrderAnalyticsPage() {
  return <PlaceholderPage title="Análise de Pedidos" />;
}
