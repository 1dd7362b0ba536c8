import { planLimits, premiumPricing } from '@study/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Check, Crown } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogFooter, DialogHeader } from '../../components/ui/dialog.tsx';
import { errorText } from '../error-text.ts';
import { formatMoney } from '../money.ts';
import { usageQueryOptions } from './get-usage.ts';
import { hasRoom, limitFor, limitStore } from './limit-store.ts';
import { useLimitFlag } from './use-limit-reached.ts';
import { useTranslation } from '../i18n.ts';

/**
 * The upgrade prompt, mounted once in the signed-in layout. It opens when a call is refused for a
 * plan limit, says why in the user's language and what Premium gives, and leads to the
 * subscription page. While the flag is up it watches the usage, and clears the flag once there is
 * room again (a new month, an upgrade).
 */
export function UpgradePrompt() {
  const { t, i18n } = useTranslation();
  const flag = useLimitFlag();
  const queryClient = useQueryClient();
  const usage = useQuery({
    ...usageQueryOptions,
    enabled: flag.reason !== null,
    refetchOnWindowFocus: true,
  });

  useEffect(() => {
    if (flag.reportedAt > 0) {
      void queryClient.invalidateQueries({ queryKey: usageQueryOptions.queryKey });
    }
  }, [flag.reportedAt, queryClient]);

  const { reason, reportedAt } = flag;
  useEffect(() => {
    if (!reason || !usage.data || usage.dataUpdatedAt <= reportedAt) return;
    if (hasRoom(usage.data, reason)) limitStore.clear();
  }, [reason, reportedAt, usage.data, usage.dataUpdatedAt]);

  const money = (cents: number) => formatMoney(cents, premiumPricing.currency, i18n.language);
  const number = (value: number) => new Intl.NumberFormat(i18n.language).format(value);
  const premium = planLimits.premium;
  const benefits = [
    t('limits.upgrade.generations', { value: number(premium.generation) }),
    t('limits.upgrade.pdf', { value: number(premium.pdf_export) }),
    t('limits.upgrade.coach', { value: number(premium.chat_message) }),
  ];

  return (
    <Dialog
      open={flag.promptOpen && reason !== null}
      onOpenChange={(open) => {
        if (!open) limitStore.dismissPrompt();
      }}
    >
      <DialogContent size="sm" closeLabel={t('limits.upgrade.close')}>
        <DialogHeader
          icon={<Crown aria-hidden className="h-6 w-6" />}
          title={t('limits.upgrade.title')}
          description={reason ? errorText(reason, { limit: limitFor(flag, usage.data) }) : null}
        />
        <div className="rounded-2xl border border-brand-100 bg-brand-50/60 p-4 dark:border-brand-700/40 dark:bg-brand-700/10">
          <p className="text-sm font-semibold text-ink">{t('limits.upgrade.includes')}</p>
          <ul className="mt-3 flex flex-col gap-2.5">
            {benefits.map((benefit) => (
              <li key={benefit} className="flex gap-2.5 text-sm text-ink">
                <Check aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-brand-600" />
                {benefit}
              </li>
            ))}
          </ul>
          <div className="mt-4 flex flex-wrap items-baseline gap-x-3 gap-y-1 border-t border-brand-100 pt-4 dark:border-brand-700/40">
            <p className="text-lg font-bold text-ink">
              {t('limits.upgrade.price', { price: money(premiumPricing.monthlyCents) })}
            </p>
            <p className="text-sm text-ink-muted">
              {t('limits.upgrade.yearly', { price: money(premiumPricing.yearlyCents) })}
            </p>
            <p className="w-full">
              <span className="inline-flex rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-800 dark:bg-emerald-900/50 dark:text-emerald-200">
                {t('limits.upgrade.firstMonth', {
                  percent: premiumPricing.firstMonthDiscountPercent,
                })}
              </span>
            </p>
          </div>
        </div>
        <DialogFooter>
          <Button variant="secondary" onClick={() => limitStore.dismissPrompt()}>
            {t('limits.upgrade.later')}
          </Button>
          <Button asChild>
            <Link to="/settings/subscription" onClick={() => limitStore.dismissPrompt()}>
              {t('limits.upgrade.cta')}
            </Link>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
