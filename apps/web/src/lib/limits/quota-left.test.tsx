import type { Usage } from '@study/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n.ts';
import { usageQueryOptions } from './get-usage.ts';
import { QuotaLeft, type SpentQuota } from './quota-left.tsx';

const counter = (used: number, limit: number) => ({
  used,
  limit,
  resetsAt: '2026-04-01T00:00:00.000Z',
});

function renderQuota(metric: SpentQuota, usage: Usage | undefined) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
  if (usage) client.setQueryData(usageQueryOptions.queryKey, usage);
  render(
    <QueryClientProvider client={client}>
      <QuotaLeft metric={metric} />
    </QueryClientProvider>,
  );
}

const usage: Usage = {
  plan: 'free',
  generation: counter(4, 15),
  pdf_export: counter(0, 0),
  chat_message: counter(29, 30),
};

afterEach(cleanup);

describe('QuotaLeft', () => {
  it('says how many generations are left this month, in English and French', async () => {
    await i18n.changeLanguage('en');
    renderQuota('generation', usage);
    expect(screen.getByTestId('quota-generation').textContent).toBe(
      '11 of 15 generations left this month',
    );
    cleanup();
    await i18n.changeLanguage('fr');
    renderQuota('generation', usage);
    expect(screen.getByTestId('quota-generation').textContent).toBe(
      '11 générations restantes sur 15 ce mois-ci',
    );
  });

  it('counts the coach messages left today, and never below zero', async () => {
    await i18n.changeLanguage('en');
    renderQuota('chat_message', usage);
    expect(screen.getByTestId('quota-chat_message').textContent).toBe(
      '1 of 30 coach messages left today',
    );
    cleanup();
    renderQuota('generation', { ...usage, generation: counter(16, 15) });
    expect(screen.getByTestId('quota-generation').textContent).toBe(
      '0 of 15 generations left this month',
    );
  });

  it('shows nothing before the counters are known', async () => {
    await i18n.changeLanguage('en');
    renderQuota('generation', undefined);
    expect(screen.queryByTestId('quota-generation')).toBeNull();
  });
});
