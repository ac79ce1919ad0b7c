import { PlaceholderPage } from '@/components/layout/placeholder-page';

export default function ExpensesPage() {
  return <PlaceholderPage title="Gerenciar Despesas" />;
}
