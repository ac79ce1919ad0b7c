import { PlaceholderPage } from '@/components/layout/placeholder-page';

export default function DishesPage() {
  return <PlaceholderPage title="Gerenciar Pratos" />;
}
