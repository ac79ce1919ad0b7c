import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import { usePublicSettings } from '@/api/catalog';
import './marketing.css';

/** The field's name in the checkout form; the order body sends it as `marketing_opt_in`. */
export const CONSENT_FIELD = 'marketing_opt_in';

/**
 * The checkout's consent box (DECISIONS 10.2, LGPD art. 8): unticked, the shop's current text,
 * apart from the order's own messages (ordering never depends on it). Not shown until the text is known.
 */
export function ConsentCheckbox() {
  const consent = usePublicSettings().data?.marketing_consent;
  if (!consent?.text) return null;
  return (
    <div className="consent-box">
      <Form.Item name={CONSENT_FIELD} valuePropName="checked" initialValue={false} noStyle>
        <Checkbox>{consent.text}</Checkbox>
      </Form.Item>
      <p className="consent-box__hint">Opcional: seu pedido não depende disto.</p>
    </div>
  );
}
