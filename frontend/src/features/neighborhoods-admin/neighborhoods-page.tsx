import { PlaceholderPage } from '@/components/layout/placeholder-page';

export default function NeighborhoodsPage() {
  return <PlaceholderPage title="Bairros para Entrega" />;
}
