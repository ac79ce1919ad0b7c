import { formatBRL } from '@quentinha/shared/money/money';
import { DIFFERENCE_WORDS, differenceTone } from './cash-figures';

/** '+R$ 5,00' over, '-R$ 12,50' short, 'R$ 0,00' even: the sign says it, not only the colour. */
export function formatDifference(difference: number): string {
  const tone = differenceTone(difference);
  if (tone === 'even') return formatBRL(0);
  return tone === 'over' ? `+${formatBRL(difference)}` : formatBRL(difference);
}

/** The difference to the centavo, coloured (green even, red short, blue over) and said in words. */
export function DifferenceValue({ difference }: { difference: number }) {
  const tone = differenceTone(difference);
  return (
    <span className={`cash-difference cash-difference--${tone}`}>
      <strong className="cash-difference__amount">{formatDifference(difference)}</strong>
      <span className="cash-difference__words">{DIFFERENCE_WORDS[tone]}</span>
    </span>
  );
}
