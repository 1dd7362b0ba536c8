import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 rounded-lg font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:pointer-events-none disabled:opacity-50',
  {
    variants: {
      variant: {
        primary: 'bg-brand-600 text-white hover:bg-brand-700 focus-visible:outline-brand-600',
        danger: 'bg-red-600 text-white hover:bg-red-700 focus-visible:outline-red-600',
        secondary:
          'border border-line bg-surface-raised text-ink hover:bg-surface-muted focus-visible:outline-brand-600',
        /** The secondary look with an amber border: a flashcard's "not yet". */
        warning:
          'border border-amber-300 bg-surface-raised text-ink hover:bg-surface-muted dark:border-amber-700/60 focus-visible:outline-brand-600',
        ghost: 'text-ink hover:bg-surface-muted focus-visible:outline-brand-600',
        /** A ghost button whose words are muted: a secondary action beside content. */
        quiet: 'text-ink-muted hover:bg-surface-muted focus-visible:outline-brand-600',
      },
      // Each size sets height, padding and font size, so that no caller overrides them.
      size: {
        md: 'h-10 px-4 text-sm',
        sm: 'h-8 px-3 text-sm',
        xs: 'h-8 px-2 text-sm',
        lg: 'h-11 px-4 text-sm',
        lgWide: 'h-11 px-5 text-sm',
        lgWider: 'h-11 px-6 text-sm',
        /** A big touch target with larger words: flashcard answers. */
        xl: 'h-12 px-4 text-base',
        icon: 'h-10 w-10 text-sm',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export type ButtonSize = VariantProps<typeof buttonVariants>['size'];

type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Renders the child element (a link) with the button's look. */
    asChild?: boolean;
  };

export function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const Component = asChild ? Slot.Root : 'button';
  return <Component className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
