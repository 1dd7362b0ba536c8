import { useEffect, useRef, useState, type ReactNode } from 'react';
import { cn } from '../lib/cn.ts';

/** The app's own animations, in `public/animations/<name>.json` (ADR 203). */
export type AnimationName = 'preparing' | 'quiz-result';

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** The player (lottie-web's SVG-only build), downloaded the first time an animation is shown. */
const loadPlayer = () => import('lottie-web/build/player/lottie_light').then((m) => m.default);

async function loadAnimation(name: AnimationName): Promise<unknown> {
  const response = await fetch(`/animations/${name}.json`);
  if (!response.ok) throw new Error(`animation ${name}: HTTP ${response.status}`);
  return response.json();
}

interface LottieAnimationProps {
  name: AnimationName;
  /** Plays once and stays on its last frame unless set. */
  loop?: boolean;
  /** Placed over its container (absolute) rather than in the flow. */
  overlay?: boolean;
  className?: string;
  /** Shown instead when motion is reduced, while the animation loads, or if it fails. */
  fallback?: ReactNode;
}

/**
 * A decorative Lottie animation: its player and its file load only when it is shown. With
 * `prefers-reduced-motion` it is never loaded; if the file or the player fails to load, the failure
 * is logged and the fallback (or nothing) stays.
 */
export function LottieAnimation({
  name,
  loop = false,
  overlay = false,
  className,
  fallback,
}: LottieAnimationProps) {
  const container = useRef<HTMLDivElement>(null);
  const [playing, setPlaying] = useState(false);
  useEffect(() => {
    if (prefersReducedMotion()) return;
    let cancelled = false;
    let destroy: (() => void) | undefined;
    Promise.all([loadPlayer(), loadAnimation(name)])
      .then(([player, animationData]) => {
        if (cancelled || !container.current) return;
        const animation = player.loadAnimation({
          container: container.current,
          renderer: 'svg',
          loop,
          autoplay: true,
          animationData,
        });
        destroy = () => animation.destroy();
        setPlaying(true);
      })
      .catch((error: unknown) => console.error(`error loading the ${name} animation`, error));
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [name, loop]);
  return (
    <div aria-hidden className={cn(overlay ? 'absolute' : 'relative', className)}>
      <div
        ref={container}
        data-testid={`animation-${name}`}
        data-playing={playing}
        className={cn('absolute inset-0', !playing && 'invisible')}
      />
      {!playing && fallback}
    </div>
  );
}
