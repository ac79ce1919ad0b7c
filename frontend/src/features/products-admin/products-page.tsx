import { PlaceholderPage } from '@/components/layout/placeholder-page';

export default function ProductsPage() {
  return <PlaceholderPage title="Gerenciar Produtos" />;
}
