import Button from 'antd/es/button';
import Result from 'antd/es/result';
import Skeleton from 'antd/es/skeleton';
import { Link } from 'react-router';
import { ApiError, errorMessage } from '@/api/client';

/**
 * The states every page opened by a link shares (an order's tracking, a pack purchase, a company's
 * statement): a skeleton while it loads, and when it fails, whether the link is wrong (404) or the
 * request failed, with the way back to the menu.
 */
export function PublicPageLoading({ rows }: { rows: number }) {
  return (
    <section className="page page--narrow">
      <Skeleton active paragraph={{ rows }} />
    </section>
  );
}

export function PublicPageError({
  error,
  notFound,
  failed,
  hint,
}: {
  error: unknown;
  /** the title when the link leads nowhere, e.g. 'Pedido não encontrado' */
  notFound: string;
  /** the title when the request failed, e.g. 'Não foi possível carregar o pedido' */
  failed: string;
  /** where the link came from, e.g. 'Confira o link recebido no WhatsApp.' */
  hint: string;
}) {
  const gone = error instanceof ApiError && error.status === 404;
  return (
    <Result
      status={gone ? '404' : 'error'}
      title={gone ? notFound : failed}
      subTitle={gone ? hint : errorMessage(error)}
      extra={
        <Link to="/home">
          <Button type="primary" size="large">
            Ver cardápio
          </Button>
        </Link>
      }
    />
  );
}
