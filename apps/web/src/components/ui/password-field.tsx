import { Eye, EyeOff } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { TextField } from './text-field.tsx';
import { useTranslation } from '../../lib/i18n.ts';

/** A password input with a button to show what was typed (phones make typos easy). */
export function PasswordField(props: Omit<ComponentProps<typeof TextField>, 'type' | 'trailing'>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeOff : Eye;
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          aria-pressed={visible}
          aria-label={t(visible ? 'auth.hidePassword' : 'auth.showPassword')}
          className="flex h-9 w-9 items-center justify-center rounded-md text-ink-muted hover:bg-surface-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <Icon aria-hidden className="h-4 w-4" />
        </button>
      }
    />
  );
}
