import Alert from 'antd/es/alert';
import Spin from 'antd/es/spin';
import { useState } from 'react';
import { DEFAULT_SCHEDULING } from '@quentinha/shared/availability/slots';
import { errorMessage } from '@/api/client';
import { useAvailabilitySettings } from './api';
import { HoursCard } from './hours-card';
import { SchedulingCard } from './scheduling-card';
import { OrderingCard } from './ordering-card';
import './opening-hours.css';

/**
 * 'Horário de Funcionamento' (admin, DECISIONS 9.3): hours per weekday, closed dates, and the
 * slots customers schedule in. Read from the public settings, written with PUT; the storefronts
 * hear the change over the socket. Below them, 'Pedidos' (DECISIONS 10.9): how website orders
 * come in.
 */
export default function OpeningHoursPage() {
  const settings = useAvailabilitySettings();
  // the forms start once from what the server has now (not a cached copy); a later refetch,
  // failed or not, never resets what the owner is editing
  const [ready, setReady] = useState(false);
  if (!ready && settings.isFetchedAfterMount && settings.isSuccess) setReady(true);

  return (
    <section className="page page--narrow opening-hours">
      <h1 className="page__title">Horário de Funcionamento</h1>
      {!ready && settings.isError ? (
        <Alert type="error" showIcon title="Erro ao carregar os horários" description={errorMessage(settings.error)} />
      ) : !ready || !settings.data ? (
        <div className="page-spinner">
          <Spin />
        </div>
      ) : (
        <>
          <HoursCard initial={settings.data.hours} />
          <SchedulingCard initial={settings.data.scheduling ?? DEFAULT_SCHEDULING} />
          <OrderingCard />
        </>
      )}
    </section>
  );
}
