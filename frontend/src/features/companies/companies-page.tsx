import { useParams } from 'react-router';
import { CompaniesList } from './companies-list';
import { CompanyDetail } from './company-detail';
import './companies.css';

/** 'Empresas' (admin, issue 29) and a company's page at '/empresas/:id'. */
export default function CompaniesPage() {
  const { id } = useParams();
  return id ? <CompanyDetail key={id} id={id} /> : <CompaniesList />;
}
