/** The colour of a score: green from 70 %, amber from 40 %, else red. */
function ringColour(percent: number): string {
  if (percent >= 70) return 'text-emerald-500';
  if (percent >= 40) return 'text-amber-500';
  return 'text-red-500';
}

const radius = 52;
const circumference = 2 * Math.PI * radius;

/** A ring filled to `percent`, with the score written inside, read out as `label`. */
export function ScoreRing({
  label,
  percent,
  score,
  percentText,
}: {
  label: string;
  percent: number;
  score: string;
  percentText: string;
}) {
  return (
    <div
      role="img"
      aria-label={label}
      className="relative flex h-36 w-36 shrink-0 items-center justify-center"
    >
      <svg aria-hidden viewBox="0 0 120 120" className="absolute inset-0 h-full w-full -rotate-90">
        <circle cx="60" cy="60" r={radius} fill="none" strokeWidth="10" className="stroke-line" />
        <circle
          cx="60"
          cy="60"
          r={radius}
          fill="none"
          strokeWidth="10"
          strokeLinecap="round"
          stroke="currentColor"
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - Math.min(100, Math.max(0, percent)) / 100)}
          className={`${ringColour(percent)} transition-[stroke-dashoffset] duration-700 motion-reduce:transition-none`}
        />
      </svg>
      <div aria-hidden className="relative flex flex-col items-center">
        <span className="text-3xl font-bold text-ink tabular-nums">{score}</span>
        <span className="text-sm font-medium text-ink-muted tabular-nums">{percentText}</span>
      </div>
    </div>
  );
}
