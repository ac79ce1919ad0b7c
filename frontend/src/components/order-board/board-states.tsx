import Spin from 'antd/es/spin';
import InboxOutlined from '@ant-design/icons/InboxOutlined';

/** Spinner with the page's own loading sentence, visible (SPEC section 2 texts). */
export function BoardLoading({ text }: { text: string }) {
  return (
    <div className="board-loading" role="status">
      <Spin size="large" />
      <p>{text}</p>
    </div>
  );
}

export function BoardEmpty({ title, hint }: { title: string; hint?: string }) {
  return (
    <div className="board-empty">
      <InboxOutlined className="board-empty__icon" aria-hidden />
      <p className="board-empty__title">{title}</p>
      {hint && <p className="board-empty__hint">{hint}</p>}
    </div>
  );
}
