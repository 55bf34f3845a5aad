/**
 * The local platform's card payments: the twin of CinetPay's checkout (`src/simulator/cinetpay-twin.ts`)
 * unless `CINETPAY_BASE_URL` points elsewhere, and the settings that point the functions at it. Its
 * hosted page is at the `redirectUrl` a card payment answers; `GET <url>/__control/transactions` and
 * `/__control/notifications` list what it holds and sent (docs/payments.md#the-cinetpay-twin).
 */
export const LOCAL_CINETPAY = {
  apiKey: 'local-cinetpay-api-key',
  siteId: '105900001',
  secretKey: 'local-cinetpay-secret-key',
} as const;

export interface LocalCinetPay {
  /** The twin's base URL, or null when a CinetPay endpoint is configured. */
  url: string | null;
  /** What the functions get (nothing when the environment already says). */
  functionEnv: Record<string, string>;
  /** Where the twin posts its notifications, once the site's address is known. */
  setNotifyUrl(url: string): void;
}

export async function startLocalCinetPay(
  env: NodeJS.ProcessEnv,
  where: { port: number; host: string },
  stops: Array<() => Promise<void>>,
  services: string[],
): Promise<LocalCinetPay> {
  if (env['CINETPAY_BASE_URL']) {
    services.push(`cards: CinetPay at ${env['CINETPAY_BASE_URL']}`);
    return { url: null, functionEnv: {}, setNotifyUrl: () => undefined };
  }
  const { startCinetPayTwin } = await import('../../src/simulator/cinetpay-twin.ts');
  const twin = await startCinetPayTwin({ port: where.port, host: where.host, ...LOCAL_CINETPAY });
  stops.push(() => twin.stop());
  services.push(
    `cards: CinetPay twin ${twin.url} (test cards on its page; ${twin.url}/__control/transactions)`,
  );
  return {
    url: twin.url,
    functionEnv: {
      CINETPAY_BASE_URL: twin.url,
      CINETPAY_API_KEY: LOCAL_CINETPAY.apiKey,
      CINETPAY_SITE_ID: LOCAL_CINETPAY.siteId,
      CINETPAY_SECRET_KEY: LOCAL_CINETPAY.secretKey,
    },
    setNotifyUrl: (url) => void twin.control.configure({ notify: { url } }),
  };
}
