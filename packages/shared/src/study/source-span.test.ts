import { describe, expect, it } from 'vitest';
import { passageAround } from './source-span.ts';

describe('passageAround', () => {
  const text =
    'The heart pumps blood. The pyramidal decussation is where most motor fibres cross over.\nValves close.';

  it('widens a span to its sentence and the ones on each side, within its paragraph', () => {
    const start = text.indexOf('where most');
    const end = text.indexOf('over.') + 'over.'.length;
    expect(passageAround(text, { start, end })).toBe(
      'The heart pumps blood. The pyramidal decussation is where most motor fibres cross over.',
    );
    expect(passageAround(text, { start: 0, end: 5 })).toBe(
      'The heart pumps blood. The pyramidal decussation is where most motor fibres cross over.',
    );
    const valves = text.indexOf('Valves');
    expect(passageAround(text, { start: valves, end: valves + 6 })).toBe('Valves close.');
    const long = 'One. Two is here. Three. Four.';
    const two = long.indexOf('Two');
    expect(passageAround(long, { start: two, end: two + 3 })).toBe('One. Two is here. Three.');
  });

  it('shows the passage of a lesson pasted with Markdown emphasis without its stars', () => {
    const pasted =
      'Cells take in water through the **cell membrane**, a thin _layer_. Valves close.';
    const start = pasted.indexOf('a thin');
    expect(passageAround(pasted, { start, end: start + 6 })).toBe(
      'Cells take in water through the cell membrane, a thin layer. Valves close.',
    );
  });

  it('gives nothing for a span outside the text or empty', () => {
    expect(passageAround(text, { start: 10, end: 500 })).toBeNull();
    expect(passageAround(text, { start: 5, end: 5 })).toBeNull();
  });
});
