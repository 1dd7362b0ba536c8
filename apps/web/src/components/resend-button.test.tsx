import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client.ts';
import { i18n } from '../lib/i18n.ts';
import { ResendButton } from './resend-button.tsx';

beforeAll(() => i18n.changeLanguage('en'));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('ResendButton', () => {
  it('waits as long as a refusal’s Retry-After says, and says so in the message', async () => {
    vi.useFakeTimers();
    const refusal = new ApiError('RESET_ALREADY_REQUESTED', 429, { retryAfterSeconds: 300 });
    render(<ResendButton onResend={() => Promise.reject(refusal)} />);
    // The screen has just sent a mail: the first countdown is the usual minute.
    act(() => void vi.advanceTimersByTime(60_000));
    const button = screen.getByRole('button', { name: 'Send the email again' });
    await act(async () => {
      fireEvent.click(button);
      await Promise.resolve();
    });
    expect(screen.getByRole('button').textContent).toBe('Send again in 300 s');
    expect((screen.getByRole('button') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('alert').textContent).toContain('try again in 300 seconds');
  });
});
