import Empty from 'antd/es/empty';

/** Back-office pages are filled by other issues; this keeps the routes and titles in place. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <section className="page">
      <h1 className="page__title">{title}</h1>
      <Empty description="Em construção" />
    </section>
  );
}
