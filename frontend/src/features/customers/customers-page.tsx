import { useSearchParams } from 'react-router';
import { CustomerDetail } from './customer-detail';
import { CustomersList } from './customers-list';
import './customers.css';

/**
 * 'Clientes' (admin, issue 28). A customer's page is the same route with ?cliente=<id>: the route
 * table and the role checks name each screen by its path.
 */
export default function CustomersPage() {
  const [params] = useSearchParams();
  const id = params.get('cliente');
  return id ? <CustomerDetail key={id} id={id} /> : <CustomersList />;
}
