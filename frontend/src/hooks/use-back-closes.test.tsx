import { act, render, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useBackCloses } from './use-back-closes';

function Layer({ open, onClose }: { open: boolean; onClose: () => void }) {
  useBackCloses(open, onClose);
  return open ? <div role="dialog">aberto</div> : null;
}

/** The cart hands over to the checkout in one click (one closes, the other opens). */
function CartThenCheckout({ onCheckoutClose }: { onCheckoutClose: () => void }) {
  const [step, setStep] = useState<'cart' | 'checkout'>('cart');
  return (
    <>
      <Layer open={step === 'cart'} onClose={() => undefined} />
      <Layer open={step === 'checkout'} onClose={onCheckoutClose} />
      <button onClick={() => setStep('checkout')}>Finalizar Pedido</button>
    </>
  );
}

/** the current history entry stands for an open layer */
const marked = () => ((history.state as Record<string, number> | null)?.__quentinhaLayers ?? 0) > 0;

afterEach(async () => {
  // leave the next test at an unmarked entry
  while (marked()) {
    const left = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    history.back();
    await left;
  }
});

describe('useBackCloses (issue 24: Back closes the checkout, not the store)', () => {
  it('Back closes the open layer and the page stays', async () => {
    const onClose = vi.fn();
    render(<Layer open onClose={onClose} />);
    expect(marked()).toBe(true);

    act(() => history.back());
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(marked()).toBe(false);
    expect(location.pathname).toBe('/');
  });

  it('a layer the app closes takes its entry back: the next Back is not spent on it', async () => {
    const onClose = vi.fn();
    const { rerender } = render(<Layer open onClose={onClose} />);
    expect(marked()).toBe(true);
    rerender(<Layer open={false} onClose={onClose} />);
    await waitFor(() => expect(marked()).toBe(false));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('one entry for the cart handing over to the checkout, and Back then closes the checkout', async () => {
    const onCheckoutClose = vi.fn();
    const { getByRole } = render(<CartThenCheckout onCheckoutClose={onCheckoutClose} />);
    act(() => getByRole('button').click());
    // the handover settles after the task (a back of the cart's entry would run then)
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(marked()).toBe(true);

    act(() => history.back());
    await waitFor(() => expect(onCheckoutClose).toHaveBeenCalledTimes(1));
    // one Back, and the page's own entry: the cart left no second one behind
    expect(marked()).toBe(false);
  });
});
