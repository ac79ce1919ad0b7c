import CopyOutlined from '@ant-design/icons/CopyOutlined';
import WhatsAppOutlined from '@ant-design/icons/WhatsAppOutlined';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Skeleton from 'antd/es/skeleton';
import { useEffect, useState } from 'react';
import { isOutsideBroadcastHours } from '@quentinha/shared/customers/daily-menu-message';
import { todaySaoPaulo } from '@quentinha/shared/dates/sao-paulo';
import { formatPhone } from '@quentinha/shared/phone/whatsapp';
import { errorMessage } from '@/api/client';
import { EmptyState } from '@/components/feedback/empty-state';
import { useToast } from '@/components/feedback/toast';
import { DayPicker } from '@/components/form/day-picker';
import { useDailyMenuMessage } from './api';
import './marketing.css';

/** Whether it is 09:00-21:00 in Sao Paulo, checked again each minute while the page is open. */
function useSendingHour(): boolean {
  const [inside, setInside] = useState(() => !isOutsideBroadcastHours());
  useEffect(() => {
    const timer = setInterval(() => setInside(!isOutsideBroadcastHours()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return inside;
}

/**
 * 'Divulgar Cardápio' (admin, issue 28): the day's message to paste in the shop's own broadcast
 * list or Status, and the customers who asked for it, each with a wa.me link that carries their
 * own opt-out address. The server sends nothing; the owner does, from her WhatsApp.
 */
export default function ShareMenuPage() {
  const [date, setDate] = useState(() => todaySaoPaulo());
  const message = useDailyMenuMessage(date);
  const toast = useToast();
  const sendingHour = useSendingHour();
  const recipients = message.data?.recipients ?? [];

  const copy = async () => {
    if (!message.data) return;
    try {
      await navigator.clipboard.writeText(message.data.text);
      toast.success('Texto copiado', 'Cole na sua lista de transmissão ou no Status do WhatsApp.');
    } catch {
      toast.error('Não foi possível copiar', 'Selecione o texto e copie manualmente.');
    }
  };

  return (
    <section className="page share-menu">
      <header className="page__header">
        <div>
          <h1 className="page__title">Divulgar Cardápio</h1>
          <p className="page__subtitle">A mensagem do dia para quem pediu para receber. Nada é enviado sem você.</p>
        </div>
        <DayPicker aria-label="Dia do cardápio" value={date} onChange={(d) => d && setDate(d)} />
      </header>

      {!sendingHour && (
        <Alert
          type="warning"
          showIcon
          className="share-menu__alert"
          title="Fora do horário de envio"
          description="Envie o cardápio entre 09:00 e 21:00 (horário de Brasília): mensagens de madrugada ou à noite incomodam e fazem clientes saírem da lista."
        />
      )}

      {message.isPending && <Skeleton active paragraph={{ rows: 8 }} />}
      {message.isError && (
        <EmptyState icon="⚠️" text={`Erro ao montar a mensagem: ${errorMessage(message.error)}`}>
          <Button onClick={() => void message.refetch()}>Tentar novamente</Button>
        </EmptyState>
      )}

      {message.data && !message.data.has_menu && (
        <Alert
          type="warning"
          showIcon
          className="share-menu__alert"
          title="Não há cardápio publicado para este dia"
          description="Monte o cardápio em 'Cardápio Diário' para a mensagem trazer os pratos do dia."
        />
      )}

      {message.data && (
        <div className="share-menu__grid">
          <section className="share-menu__card" aria-labelledby="share-menu-text">
            <header className="share-menu__card-header">
              <h2 id="share-menu-text" className="share-menu__heading">
                Mensagem do dia
              </h2>
              <Button type="primary" icon={<CopyOutlined aria-hidden />} onClick={() => void copy()}>
                Copiar texto
              </Button>
            </header>
            <pre className="share-menu__text" data-testid="daily-menu-text">
              {message.data.text}
            </pre>
            <Alert
              type="info"
              showIcon
              className="share-menu__caveat"
              title="Lista de transmissão ou Status"
              description={
                <>
                  Uma lista de transmissão do WhatsApp chega a no máximo 256 contatos, e só a quem salvou o número da
                  loja na agenda. O Status também funciona: todos que têm o seu número salvo veem. Para quem não salvou,
                  use “Abrir no WhatsApp” na lista de quem recebe: cada mensagem leva o link de saída da própria pessoa.
                </>
              }
            />
          </section>

          <section className="share-menu__card" aria-labelledby="share-menu-recipients">
            <h2 id="share-menu-recipients" className="share-menu__heading">
              Recebem o cardápio ({recipients.length})
            </h2>
            {recipients.length === 0 ? (
              <p className="share-menu__muted">
                Ninguém pediu para receber ainda. Quem marcar a opção ao finalizar um pedido aparece aqui.
              </p>
            ) : (
              <ul className="share-menu__recipients" aria-label="Clientes que recebem o cardápio">
                {recipients.map((r) => (
                  <li key={r.customer_id} className="share-menu__recipient">
                    <div>
                      <div className="share-menu__name">{r.name || 'Sem nome'}</div>
                      <div className="share-menu__muted admin-money">{formatPhone(r.whatsapp)}</div>
                    </div>
                    <Button
                      href={r.link}
                      target="_blank"
                      rel="noopener noreferrer"
                      icon={<WhatsAppOutlined aria-hidden />}
                      aria-label={`Abrir no WhatsApp: ${r.name || formatPhone(r.whatsapp)}`}
                    >
                      Abrir no WhatsApp
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
    </section>
  );
}
