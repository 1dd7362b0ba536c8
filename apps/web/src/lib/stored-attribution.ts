/** Where the `invite` and `referral` query parameters are kept until sign-up (spec §3). */
export const attributionKeys = { invite: 'inviteCode', referral: 'referral' } as const;

export interface Attribution {
  invite?: string;
  referral?: string;
}

/** Keeps the invite and referral codes of a URL's query, if any, for the next sign-up. */
export function storeAttribution(search: URLSearchParams): void {
  for (const [param, key] of Object.entries(attributionKeys)) {
    const value = search.get(param)?.trim();
    if (!value) continue;
    try {
      localStorage.setItem(key, value.slice(0, 64));
    } catch {
      // Storage blocked: the sign-up simply carries no attribution.
    }
  }
}

/** The codes kept by `storeAttribution`. */
export function readAttribution(): Attribution {
  const attribution: Attribution = {};
  try {
    const invite = localStorage.getItem(attributionKeys.invite);
    const referral = localStorage.getItem(attributionKeys.referral);
    if (invite) attribution.invite = invite;
    if (referral) attribution.referral = referral;
  } catch {
    // Storage blocked: nothing was kept.
  }
  return attribution;
}

/** Forgets the codes once an account carries them. */
export function clearAttribution(): void {
  try {
    for (const key of Object.values(attributionKeys)) localStorage.removeItem(key);
  } catch {
    // Storage blocked: nothing to forget.
  }
}
