import { REDUCED_MOTION } from '@/app/theme';
import { CART_BUTTON_ID } from '@/config/constants';

const DURATION_MS = 650;

function reducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches;
}

/**
 * A small copy of the product flies from the card to the floating cart button.
 * Pure transform/opacity animation (compositor only); skipped when the person prefers less motion.
 */
export function flyToCart(from: Element | null, imageUrl: string | null, emoji = '🥤'): void {
  const target = document.getElementById(CART_BUTTON_ID);
  if (!from || !target || reducedMotion()) return;
  const start = from.getBoundingClientRect();
  const end = target.getBoundingClientRect();
  const size = 56;

  const ghost = document.createElement('div');
  ghost.className = 'fly-ghost';
  ghost.setAttribute('aria-hidden', 'true');
  if (imageUrl) ghost.style.backgroundImage = `url("${imageUrl}")`;
  else ghost.textContent = emoji;
  const x0 = start.left + start.width / 2 - size / 2;
  const y0 = start.top + start.height / 2 - size / 2;
  Object.assign(ghost.style, { left: `${x0}px`, top: `${y0}px`, width: `${size}px`, height: `${size}px` });
  document.body.appendChild(ghost);

  const dx = end.left + end.width / 2 - size / 2 - x0;
  const dy = end.top + end.height / 2 - size / 2 - y0;
  if (typeof ghost.animate !== 'function') {
    ghost.remove();
    return;
  }
  const animation = ghost.animate(
    [
      { transform: 'translate(0, 0) scale(1)', opacity: 1 },
      { transform: `translate(${dx * 0.5}px, ${dy * 0.5 - 80}px) scale(0.8)`, opacity: 0.95, offset: 0.5 },
      { transform: `translate(${dx}px, ${dy}px) scale(0.3)`, opacity: 0.4 },
    ],
    { duration: DURATION_MS, easing: 'cubic-bezier(.5,-0.2,.7,1)' },
  );
  const done = () => {
    ghost.remove();
    target.classList.remove('cart-fab--bump');
    // restart the bump even when two drinks land in a row
    void (target as HTMLElement).offsetWidth;
    target.classList.add('cart-fab--bump');
  };
  animation.onfinish = done;
  animation.oncancel = () => ghost.remove();
}
