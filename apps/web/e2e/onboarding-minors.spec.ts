import { expect, test } from '@playwright/test';
import type { Profile } from '@study/shared';
import { mailedLink, strongPassword, uniqueEmail } from './support/accounts.ts';

const words = {
  en: {
    username: 'Username',
    birthdate: 'Birth date',
    status: 'In middle school',
    level: 'Subject or level',
    other: 'Another level…',
    typed: 'Your level',
    consent: 'A parent or guardian agrees to my using Study Assistant',
    refused:
      'Under 15, a parent or guardian must agree to your account: tick the box once they have',
    submit: 'Start revising',
  },
  fr: {
    username: 'Nom d’utilisateur',
    birthdate: 'Date de naissance',
    status: 'Au collège',
    level: 'Matière ou niveau',
    other: 'Un autre niveau…',
    typed: 'Votre niveau',
    consent: 'Un parent ou tuteur accepte que j’utilise Study Assistant',
    refused:
      'Avant 15 ans, un parent ou tuteur doit accepter votre compte : cochez la case une fois son accord obtenu',
    submit: 'Commencer à réviser',
  },
} as const;

for (const language of ['en', 'fr'] as const) {
  test(`a 13-year-old onboards with a parent's consent and a level of their own, in ${language}`, async ({
    page,
  }, testInfo) => {
    const w = words[language];
    const email = uniqueEmail(`minor-${language}`);
    await page.goto('/login');
    await page.evaluate((l) => localStorage.setItem('language', l), language);
    const signUp = await page.request.post('/api/auth/sign-up/email', {
      headers: { origin: new URL(page.url()).origin },
      data: { email, password: strongPassword, name: '', callbackURL: '/onboarding', language },
    });
    expect(signUp.status()).toBe(200);
    await page.goto(await mailedLink(page.request, email, /verify-email/));
    await expect(page).toHaveURL(/\/onboarding$/);

    await page.getByLabel(w.username).fill(`minor${Date.now().toString(36)}`);
    const consent = page.getByRole('checkbox', { name: w.consent });
    // Asked only below 15.
    await page.getByLabel(w.birthdate).fill(`01/01/${new Date().getUTCFullYear() - 20}`);
    await expect(consent).toBeHidden();
    const year = new Date().getUTCFullYear() - 13;
    await page.getByLabel(w.birthdate).fill(`0101${year}`);
    await expect(consent).toBeVisible();
    await expect(consent).not.toBeChecked();

    await page.getByLabel(w.status).check();
    await page.getByLabel(w.level).selectOption({ label: w.other });
    await page.getByLabel(w.typed).fill('Grade 8 (US)');
    await page.getByRole('button', { name: w.submit }).click();
    await expect(page.getByText(w.refused)).toBeVisible();
    await expect(page).toHaveURL(/\/onboarding$/);

    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.screenshot({
        path: testInfo.outputPath(`onboarding-minor-${language}-${width}.png`),
        fullPage: true,
      });
    }

    await consent.check();
    await page.getByRole('button', { name: w.submit }).click();
    await expect(page).toHaveURL(/\/$/);
    const profile = (await (await page.request.get('/api/profile')).json()) as Profile;
    expect(profile).toMatchObject({
      birthdate: `${year}-01-01`,
      status: 'college',
      domain: 'other',
      domainOther: 'Grade 8 (US)',
      onboardingComplete: true,
    });
    expect(profile.parentalConsentAt).not.toBeNull();

    // My info shows the same answers, the consent already given.
    await page.goto('/settings/infos');
    await expect(page.getByLabel(w.typed)).toHaveValue('Grade 8 (US)');
    await expect(page.getByRole('checkbox', { name: w.consent })).toBeChecked();
  });
}
