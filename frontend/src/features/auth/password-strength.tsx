import { passwordStrength, type PasswordStrength } from '@quentinha/shared/validation/register';

const LEVEL: Record<PasswordStrength, number> = { Fraca: 1, Média: 2, Forte: 3 };

/** Fraca / Média / Forte meter under the registration password (shared rule). */
export function PasswordStrengthMeter({ password }: { password: string }) {
  if (!password) return null;
  const strength = passwordStrength(password);
  const level = LEVEL[strength];
  return (
    <div className={`strength strength--${level}`} aria-live="polite">
      <div className="strength__bars" aria-hidden>
        {[1, 2, 3].map((i) => (
          <span key={i} className={i <= level ? 'strength__bar strength__bar--on' : 'strength__bar'} />
        ))}
      </div>
      <span className="strength__label">Força da senha: {strength}</span>
    </div>
  );
}
