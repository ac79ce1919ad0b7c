import Button from 'antd/es/button';
import Result from 'antd/es/result';
import { useMutation } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { ApiError, errorMessage } from '@/api/client';
import { usePublicSettings } from '@/api/catalog';
import { optOut } from './api';
import './marketing.css';

/**
 * '/sair/<token>' (DECISIONS 10.2): the link at the end of every daily-menu message. One tap on
 * 'Sair da lista' and the person gets no more menus; tapping again (or an old message's link)
 * answers the same. Nothing happens on opening alone: a link preview must not unsubscribe anyone.
 */
export default function OptOutPage() {
  const { token = '' } = useParams();
  const shop = usePublicSettings().data?.business_name;
  const leave = useMutation({ mutationFn: () => optOut(token) });
  const unknown = leave.error instanceof ApiError && leave.error.status === 404;

  if (leave.isSuccess) {
    return (
      <section className="page optout">
        <Result
          status="success"
          title="Pronto, você saiu da lista"
          subTitle={`Você não vai mais receber o cardápio do dia${shop ? ` de ${shop}` : ''} no WhatsApp. Seus pedidos continuam funcionando normalmente.`}
          extra={
            <Link to="/home">
              <Button size="large">Ver cardápio</Button>
            </Link>
          }
        />
      </section>
    );
  }
  if (unknown) {
    return (
      <section className="page optout">
        <Result
          status="404"
          title="Link não encontrado"
          subTitle="Confira se o link está completo, do jeito que chegou na mensagem."
          extra={
            <Link to="/home">
              <Button size="large">Ver cardápio</Button>
            </Link>
          }
        />
      </section>
    );
  }
  return (
    <section className="page optout">
      <Result
        status="info"
        title="Sair da lista do cardápio"
        subTitle={`Toque no botão para não receber mais o cardápio do dia${shop ? ` de ${shop}` : ''} no WhatsApp.`}
        extra={
          <>
            <Button type="primary" size="large" danger loading={leave.isPending} onClick={() => leave.mutate()}>
              Sair da lista
            </Button>
            {leave.isError && <p className="optout__error">{errorMessage(leave.error)}</p>}
          </>
        }
      />
    </section>
  );
}
