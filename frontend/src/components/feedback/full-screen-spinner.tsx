// A CSS spinner instead of antd Spin: this is the first thing every visitor sees, so it must
// not wait for (or weigh) a component library chunk.

export function FullScreenSpinner({ text = 'Carregando...' }: { text?: string }) {
  return (
    <div className="fullscreen-center" role="status" aria-live="polite">
      <span className="spinner spinner--large" aria-hidden />
      <p className="fullscreen-center__text">{text}</p>
    </div>
  );
}

/** Smaller spinner for a lazy page inside the layout. */
export function PageSpinner() {
  return (
    <div className="page-spinner" role="status" aria-label="Carregando...">
      <span className="spinner" aria-hidden />
    </div>
  );
}
