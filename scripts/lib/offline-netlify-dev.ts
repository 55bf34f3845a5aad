/**
 * `@netlify/dev` as both local servers run it: offline (everything that would reach the network is
 * off), its functions built once and kept warm between calls (the two patches). `npm start` also lets
 * it serve the static files, redirects and headers; `npm run dev` takes pages from astro dev and
 * applies the rules itself, so it asks for the functions only.
 */
import { NetlifyDev } from '@netlify/dev';
import { reuseFunctionBuilds } from './reuse-function-builds.ts';
import { installWarmFunctions, stopWarmFunctions } from './warm-functions.ts';

type Logger = NonNullable<ConstructorParameters<typeof NetlifyDev>[0]['logger']>;

export async function startOfflineNetlifyDev(options: {
  projectRoot: string;
  logger: Logger;
  functionsOnly: boolean;
}): Promise<{ netlify: NetlifyDev; stop(): Promise<void> }> {
  const onlyFunctions = options.functionsOnly
    ? { headers: { enabled: false }, redirects: { enabled: false }, staticFiles: { enabled: false } }
    : {};
  const netlify = new NetlifyDev({
    projectRoot: options.projectRoot,
    skipGitignore: true,
    serverAddress: null,
    logger: options.logger,
    aiGateway: { enabled: false },
    blobs: { enabled: false },
    database: { enabled: false },
    edgeFunctions: { enabled: false },
    environmentVariables: { enabled: false },
    geolocation: { enabled: false },
    images: { enabled: false },
    server: { enabled: false },
    ...onlyFunctions,
  });
  reuseFunctionBuilds();
  installWarmFunctions();
  await netlify.start();
  return {
    netlify,
    async stop() {
      await netlify.stop();
      await stopWarmFunctions();
    },
  };
}
