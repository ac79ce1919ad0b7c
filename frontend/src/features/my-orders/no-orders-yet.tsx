import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import { Link } from 'react-router';
import { SCREENS } from '@quentinha/shared/auth/roles';

/** SPEC section 2: 'Você ainda não fez nenhum pedido.', with the way to the menu. */
export function NoOrdersYet() {
  return (
    <Empty description="Você ainda não fez nenhum pedido.">
      <Link to={SCREENS.Menu}>
        <Button type="primary" size="large">
          Fazer Pedido
        </Button>
      </Link>
    </Empty>
  );
}
